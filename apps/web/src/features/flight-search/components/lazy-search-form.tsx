import { useTranslation } from 'react-i18next';
import { FormUnavailable } from '../../../shared/ui/form-unavailable';
import { lazySearchForm } from '../../../shared/ui/lazy-search-form';
import type { FlightSearchFormProps } from './flight-search-form';
import classes from './results.module.css';

/** In place of the form when its chunk cannot be fetched (new deployment, lost connection). */
function SearchFormUnavailable() {
  const { t } = useTranslation('search');
  return (
    <FormUnavailable
      text={t('form.loadFailed')}
      reloadText={t('form.reload')}
      testId="search-form-unavailable"
    />
  );
}

/**
 * The search form's chunk (date picker, airport autocomplete, validation with zod) is fetched when the
 * results page renders but never awaited by it: the results need none of it, and on phones the form is
 * folded away. Its place is kept at the form's height meanwhile, so nothing below it moves when it arrives.
 */
const form = lazySearchForm<FlightSearchFormProps>(
  () => import('./flight-search-form').then((module) => module.FlightSearchForm),
  SearchFormUnavailable,
  classes.formPlaceholder,
);

/**
 * Fetches the form's chunk (once). A page the server drew with the form awaits it before it hydrates
 * (app/router.tsx): a form still loading while the page updates would be drawn again from its placeholder.
 */
export const preloadFlightSearchForm = form.preload;

/** The form, its place kept until its code is here. */
export const LazyFlightSearchForm = form.LazyForm;
