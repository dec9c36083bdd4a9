// moved to shared/transfer-search: the flight checkout's transfer add-on uses it too
export * from '../../../shared/transfer-search/transfer-search-results';
