import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { presentApiError } from '../../shared/api/present-api-error';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { localToday } from '../../shared/lib/format-date';
import { preloadWhenIdle } from '../../shared/lib/preload-when-idle';
import { useCurrency } from '../../shared/lib/use-currency';
import { PageHeader } from '../../shared/ui/page-header';
import { isTransferSearchGone, useTransferSearchResults } from './api/transfer-search-results';
import { LazyTransferSearchForm, preloadTransferSearchForm } from './components/lazy-transfer-search-form';
import { ResultsSkeleton, SearchSummary } from './components/search-summary';
import { TransferCoverage } from './components/transfer-coverage';
import { TransferOptionCard } from './components/transfer-option-card';
import { useRunTransferSearch } from './hooks/use-run-transfer-search';
import { useUrlCriteria } from './hooks/use-url-criteria';
import { flightLinkFromParams, storeFlightLink } from './lib/flight-link';
import {
  criteriaToFormValues,
  DEFAULT_TRANSFER_FORM,
  loadStoredTransferForm,
  prefillFromParams,
} from './lib/search-form';

/** /transferSearch and /transferSearch/:id: the search form, or the vehicles that fit a saved search. */
export function TransferSearchPage() {
  const { t } = useTranslation('transfers');
  const { t: tp } = useTranslation('pages');
  usePageTitle('pages:transferSearch.title');
  const { id } = useParams();
  const [params] = useSearchParams();
  const culture = useCulture();
  const { currency } = useCurrency();
  const results = useTransferSearchResults(id, currency, culture);
  const [editing, setEditing] = useState(false);
  const { run, isPending: rerunning } = useRunTransferSearch();
  const urlCriteria = useUrlCriteria(params, results.isError);
  // the form to change the search, there when the visitor asks for it
  useEffect(() => preloadWhenIdle(preloadTransferSearchForm), []);
  // a flight booking's "add an airport transfer" offer: its booking is linked when the transfer is booked
  useEffect(() => {
    const link = flightLinkFromParams(params);
    if (link) storeFlightLink(link);
  }, [params]);

  if (!id) {
    return (
      <>
        <PageHeader title={tp('transferSearch.title')} intro={tp('transferSearch.intro')} />
        <LazyTransferSearchForm
          // a district's link below fills the form anew with its airport and district
          key={`${params.get('airport') ?? ''}-${params.get('zone') ?? ''}`}
          initialValues={prefillFromParams(params, loadStoredTransferForm() ?? DEFAULT_TRANSFER_FORM)}
          variant="compact"
        />
        <TransferCoverage />
      </>
    );
  }

  if (results.isPending) {
    return (
      <>
        <PageHeader title={tp('transferSearch.title')} />
        <ResultsSkeleton />
      </>
    );
  }

  if (results.isError) {
    const gone = isTransferSearchGone(results.error);
    // The same criteria can run again unless their date has passed meanwhile.
    const canRerun = gone && urlCriteria != null && urlCriteria.date >= localToday();
    return (
      <>
        <PageHeader title={tp('transferSearch.title')} />
        <Stack gap="lg">
          <Alert
            color="yellow"
            icon={<IconAlertCircle size={18} />}
            data-testid={gone ? 'transfer-search-expired' : 'transfer-search-failed'}
          >
            <Stack gap="xs" align="flex-start">
              <Text>{gone ? t('results.expired') : (results.error as Error).message}</Text>
              {canRerun ? (
                <Button
                  size="xs"
                  loading={rerunning}
                  onClick={() => {
                    run(urlCriteria, { replace: true }).catch(presentApiError);
                  }}
                  data-testid="transfer-search-rerun"
                >
                  {t('results.searchAgain')}
                </Button>
              ) : !gone ? (
                <Button size="xs" variant="light" onClick={() => void results.refetch()}>
                  {t('form.retry')}
                </Button>
              ) : null}
            </Stack>
          </Alert>
          {urlCriteria === undefined ? null : (
            <LazyTransferSearchForm
              initialValues={
                urlCriteria
                  ? criteriaToFormValues(urlCriteria)
                  : (loadStoredTransferForm() ?? DEFAULT_TRANSFER_FORM)
              }
              variant="compact"
            />
          )}
        </Stack>
      </>
    );
  }

  const result = results.data;
  const dimmed = results.isPlaceholderData;
  return (
    <>
      <PageHeader title={tp('transferSearch.title')} />
      <Stack gap="lg">
        {editing ? (
          <Stack gap={4}>
            <LazyTransferSearchForm
              key={result.id}
              initialValues={criteriaToFormValues(result.criteria)}
              variant="compact"
              onSearched={() => setEditing(false)}
            />
            <Group justify="flex-end">
              <Button
                variant="subtle"
                size="xs"
                onClick={() => setEditing(false)}
                data-testid="transfer-change-cancel"
              >
                {t('summary.cancelChange')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <SearchSummary result={result} onChange={() => setEditing(true)} />
        )}
        {result.options.length === 0 ? (
          <Alert color="blue" icon={<IconAlertCircle size={18} />} data-testid="transfer-no-results">
            <Stack gap="xs" align="flex-start">
              <Text fw={600}>{t('results.noneTitle')}</Text>
              <Text size="sm">{t('results.noneText')}</Text>
              {editing ? null : (
                <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                  {t('results.changeSearch')}
                </Button>
              )}
            </Stack>
          </Alert>
        ) : (
          <Stack
            gap="sm"
            style={{ opacity: dimmed ? 0.6 : 1 }}
            aria-busy={dimmed}
            data-testid="transfer-options"
          >
            <Text size="sm" c="dimmed">
              {t('results.count', { count: result.options.length })}
            </Text>
            {result.options.map((option) => (
              <TransferOptionCard
                key={option.id}
                option={option}
                bookHref={`/transferPayment/${encodeURIComponent(result.id)}/${encodeURIComponent(option.id)}`}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </>
  );
}

/** Fetches the search form with the page when the path has no search of its own (the form is the page). */
export { preloadTransferSearchForm };
