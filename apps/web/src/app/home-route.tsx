import { Button, Paper, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomePageProps } from '../features/home/home-page';
import { lazyComponent } from '../shared/lib/lazy-component';
import { HomeSearchTabs, searchTabFrom } from './home-search-tabs';

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

/** The home page with its search block, and how to fetch the open tab's form before the page hydrates. */
export type ComposedHomePage = ComponentType & {
  /** Fetches the form of the tab `search` opens (`?tab=`); resolves once it can be drawn without waiting. */
  preloadForm(search: string): Promise<void>;
};

/**
 * The home page with the search block in its slot: Flights | Transfers tabs. The flight form's chunk
 * (date picker, validation) is already being fetched when this is called; the transfer form's chunk is
 * fetched only once its tab is opened or pointed at. The server draws the open tab's form into the page,
 * and a page it drew waits for that form's chunk before it hydrates (`preloadForm`, app/router.tsx; once
 * fetched, a form is drawn at once: lazyComponent).
 */
export function composeHomePage(
  HomePage: ComponentType<HomePageProps>,
  searchModule: Promise<HomeSearchModule>,
  loadTransferModule: () => Promise<HomeTransferSearchModule>,
): ComposedHomePage {
  const unavailable = (error: unknown) => {
    console.error(error);
    return SearchFormUnavailable;
  };
  const flights = lazyComponent(() => searchModule.then((module) => module.HomeFlightSearch, unavailable));
  const transfers = lazyComponent(() =>
    loadTransferModule().then((module) => module.HomeTransferSearch, unavailable),
  );
  const prefetch = () => void transfers.preload();
  function HomeWithSearch() {
    return (
      <HomePage
        searchForm={
          <HomeSearchTabs
            flights={<flights.Component />}
            transfers={<transfers.Component />}
            onPrefetchTransfers={prefetch}
          />
        }
      />
    );
  }
  return Object.assign(HomeWithSearch, {
    preloadForm: async (search: string) => {
      await (searchTabFrom(new URLSearchParams(search)) === 'transfers' ? transfers : flights).preload();
    },
  });
}
