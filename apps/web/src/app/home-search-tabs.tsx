import { Tabs } from '@mantine/core';
import { IconCar, IconPlane } from '@tabler/icons-react';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import classes from './home-search-tabs.module.css';

export const SEARCH_TABS = ['flights', 'transfers'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** `?tab=transfers` opens the Transfers tab, so a shared link lands on it; anything else is Flights. */
export function searchTabFrom(params: URLSearchParams): SearchTab {
  return params.get('tab') === 'transfers' ? 'transfers' : 'flights';
}

function Placeholder({ kind }: { kind: SearchTab }) {
  const { t } = useTranslation('common');
  return <div className={classes.placeholder} data-kind={kind} role="status" aria-label={t('loading')} />;
}

/**
 * The home page's search block: Flights | Transfers. Only the open tab's form is mounted, so the
 * transfer form's chunk is fetched when that tab is first opened (or hovered, see onPrefetch).
 */
export function HomeSearchTabs({
  flights,
  transfers,
  onPrefetchTransfers,
}: {
  flights: ReactNode;
  transfers: ReactNode;
  onPrefetchTransfers?: () => void;
}) {
  const { t } = useTranslation('transfers');
  const [params, setParams] = useSearchParams();
  const tab = searchTabFrom(params);

  const choose = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === 'transfers') next.set('tab', 'transfers');
    else next.delete('tab');
    // Switching tabs is not a navigation worth a Back step.
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <Tabs
      value={tab}
      onChange={choose}
      keepMounted={false}
      variant="unstyled"
      classNames={{ list: classes.list, tab: classes.tab }}
      data-testid="home-search-tabs"
    >
      <Tabs.List aria-label={t('homeTabs.label')}>
        <Tabs.Tab
          value="flights"
          leftSection={<IconPlane size={16} aria-hidden="true" />}
          data-testid="home-tab-flights"
        >
          {t('homeTabs.flights')}
        </Tabs.Tab>
        <Tabs.Tab
          value="transfers"
          leftSection={<IconCar size={16} aria-hidden="true" />}
          onPointerEnter={onPrefetchTransfers}
          onFocus={onPrefetchTransfers}
          data-testid="home-tab-transfers"
        >
          {t('homeTabs.transfers')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="flights">
        <Suspense fallback={<Placeholder kind="flights" />}>{flights}</Suspense>
      </Tabs.Panel>
      <Tabs.Panel value="transfers">
        <Suspense fallback={<Placeholder kind="transfers" />}>{transfers}</Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
