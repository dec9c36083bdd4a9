import { Button, Paper, Text } from '@mantine/core';
import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomePageProps } from '../features/home/home-page';
import { HomeSearchTabs } from './home-search-tabs';

export interface HomeSearchModule {
  HomeFlightSearch: ComponentType;
}

export interface HomeTransferSearchModule {
  HomeTransferSearch: ComponentType;
}

/** In place of the search form when its chunk cannot be fetched (new deployment, lost connection). */
function SearchFormUnavailable() {
  const { t } = useTranslation('search');
  return (
    <Paper withBorder radius="lg" p="lg" shadow="md" data-testid="search-form-unavailable">
      <Text mb="sm">{t('form.loadFailed')}</Text>
      <Button variant="light" onClick={() => window.location.reload()}>
        {t('form.reload')}
      </Button>
    </Paper>
  );
}

/**
 * The home page with the search block in its slot: Flights | Transfers tabs. The flight form's chunk
 * (date picker, validation) is already being fetched when this is called, but the page paints without
 * waiting for it; the transfer form's chunk is fetched only once its tab is opened or pointed at.
 */
export function composeHomePage(
  HomePage: ComponentType<HomePageProps>,
  searchModule: Promise<HomeSearchModule>,
  loadTransferModule: () => Promise<HomeTransferSearchModule>,
): ComponentType {
  const unavailable = (error: unknown) => {
    console.error(error);
    return { default: SearchFormUnavailable };
  };
  const loaded: Promise<{ default: ComponentType }> = searchModule.then(
    (module) => ({ default: module.HomeFlightSearch }),
    unavailable,
  );
  const SearchForm = lazy(() => loaded);
  let transferModule: Promise<{ default: ComponentType }> | undefined;
  const loadTransfers = () => {
    transferModule ??= loadTransferModule().then(
      (module) => ({ default: module.HomeTransferSearch }),
      unavailable,
    );
    return transferModule;
  };
  const TransferForm = lazy(loadTransfers);
  const prefetch = () => void loadTransfers();
  return function HomeWithSearch() {
    return (
      <HomePage
        searchForm={
          <HomeSearchTabs
            flights={<SearchForm />}
            transfers={<TransferForm />}
            onPrefetchTransfers={prefetch}
          />
        }
      />
    );
  };
}
