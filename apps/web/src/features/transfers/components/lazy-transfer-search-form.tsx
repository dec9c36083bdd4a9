import { Alert, Button, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../shared/lib/lazy-component';
import type { TransferSearchFormProps } from './transfer-search-form';
import classes from './transfer-search-form.module.css';

/** In place of the form when its chunk cannot be fetched (new deployment, lost connection). */
function TransferSearchFormUnavailable() {
  const { t } = useTranslation(['transfers', 'common']);
  return (
    <Alert color="orange" variant="light" radius="md" data-testid="transfer-search-form-unavailable">
      <Text size="sm" mb="sm">
        {t('transfers:form.loadFailed')}
      </Text>
      <Button variant="light" onClick={() => window.location.reload()}>
        {t('common:actions.reload')}
      </Button>
    </Alert>
  );
}

/**
 * The transfer search form's chunk (react-hook-form, the airport and district selects, the date field): the
 * results of a search show it only to change the search, so they render without it; the search page itself
 * has the router fetch it with the page (app/router.tsx).
 */
const form = lazyComponent<TransferSearchFormProps>(() =>
  import('./transfer-search-form').then(
    (module) => module.TransferSearchForm,
    (error: unknown) => {
      console.error(error);
      return TransferSearchFormUnavailable;
    },
  ),
);

/** Fetches the form's chunk (once). */
export const preloadTransferSearchForm = form.preload;

export function LazyTransferSearchForm(props: TransferSearchFormProps) {
  return (
    <Suspense
      fallback={
        <div className={classes.formPlaceholder} data-variant={props.variant ?? 'hero'} aria-busy="true" />
      }
    >
      <form.Component {...props} />
    </Suspense>
  );
}
