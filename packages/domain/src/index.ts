export * from './agency/agency.schemas.js';
export * from './common/culture.js';
export * from './common/currency.js';
export * from './common/envelope.js';
export * from './common/paging.js';
export * from './identity/identity.schemas.js';
