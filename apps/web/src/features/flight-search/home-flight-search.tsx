import { useStoredFormValues } from '../../shared/lib/use-stored-form-values';
import { FlightSearchForm } from './components/flight-search-form';
import { DEFAULT_FORM_VALUES, loadStoredFormValues } from './lib/search-params';

/**
 * The search form as the home page shows it, in its own chunk: the app shell composes it into the
 * home page (features do not import each other). The server draws it into the home page, and a page it
 * drew waits for this chunk before it hydrates (app/router.tsx).
 */
export function HomeFlightSearch() {
  const { values, key } = useStoredFormValues(loadStoredFormValues, DEFAULT_FORM_VALUES);
  return <FlightSearchForm key={key} initialValues={values} variant="hero" />;
}
