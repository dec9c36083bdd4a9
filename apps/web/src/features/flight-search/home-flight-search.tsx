import { useState } from 'react';
import { FlightSearchForm } from './components/flight-search-form';
import { DEFAULT_FORM_VALUES, loadStoredFormValues } from './lib/search-params';

/**
 * The search form as the home page shows it, in its own chunk: the app shell composes it into the
 * home page (features do not import each other) and loads it after the first paint.
 */
export function HomeFlightSearch() {
  const [initialValues] = useState(() => loadStoredFormValues() ?? DEFAULT_FORM_VALUES);
  return <FlightSearchForm initialValues={initialValues} variant="hero" />;
}
