import { Button, Paper, Text } from '@mantine/core';
import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { HomePageProps } from '../features/home/home-page';

export interface HomeSearchModule {
  HomeFlightSearch: ComponentType;
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
 * The home page with the flight search form in its slot. The form's chunk (date picker, validation)
 * is already being fetched when this is called, but the page paints without waiting for it.
 */
export function composeHomePage(
  HomePage: ComponentType<HomePageProps>,
  searchModule: Promise<HomeSearchModule>,
): ComponentType {
  const loaded: Promise<{ default: ComponentType }> = searchModule.then(
    (module) => ({ default: module.HomeFlightSearch }),
    (error: unknown) => {
      console.error(error);
      return { default: SearchFormUnavailable };
    },
  );
  const SearchForm = lazy(() => loaded);
  return function HomeWithSearch() {
    return <HomePage searchForm={<SearchForm />} />;
  };
}
