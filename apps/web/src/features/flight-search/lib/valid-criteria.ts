import { createFlightSearchCriteriaSchema, type FlightSearchCriteria } from '@charterdesk/domain';
import { type SearchFormValues, toCriteriaInput } from './search-params';

// Apart from search-params.ts: the shared schema brings zod, which the results page loads only when a URL's
// criteria have to be checked (see useUrlCriteria in flight-search-page.tsx).

/** The criteria when the form values pass every rule of the shared schema, else null. */
export function validCriteria(
  values: SearchFormValues,
  earliestDate: () => string,
): FlightSearchCriteria | null {
  const result = createFlightSearchCriteriaSchema(earliestDate).safeParse(toCriteriaInput(values));
  return result.success ? result.data : null;
}
