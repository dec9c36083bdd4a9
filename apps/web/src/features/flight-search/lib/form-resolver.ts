import type { Culture, FlightSearchCriteria } from '@charterdesk/domain';
import type { Resolver } from 'react-hook-form';
import { domainMessage } from '../../../shared/i18n/domain-texts';
import type { SearchFormValues } from './search-params';

/**
 * The schema check (zod and the domain's schemas), a chunk of its own: loaded when the visitor first reaches into
 * the form, or at the latest when it is first checked (the browser fetches and runs a module once). Evaluating zod
 * and the schemas takes a phone ~25 ms; a page that only shows the form (the home page, a search's results) no
 * longer pays for it while it loads.
 */
export const loadSearchCheck = () => import('./search-check');

/**
 * The form is checked by the very schema the API uses (DESIGN §5). Messages come from the culture's
 * zod error map; the schema's own message keys (e.g. 'Flight.PastDate') stay keys until shown, so they
 * follow a language switch (see fieldErrorText).
 */
export function createSearchResolver(
  getCulture: () => Culture,
  earliestDate: () => string,
): Resolver<SearchFormValues, unknown, FlightSearchCriteria> {
  let resolver: Resolver<SearchFormValues, unknown, FlightSearchCriteria> | undefined;
  return async (values, context, options) => {
    resolver ??= (await loadSearchCheck()).createSchemaResolver(getCulture, earliestDate);
    return resolver(values, context, options);
  };
}

/** A field error as text: message keys in the current culture, other messages (server texts) as they are. */
export function fieldErrorText(culture: Culture, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return domainMessage(culture, message);
}

/** Criteria member names of a 400 answer that the form shows next to a field. */
export const FORM_FIELDS = [
  'origin',
  'destination',
  'departureDate',
  'returnDate',
  'tripType',
  'cabinClass',
  'directPreferred',
  'includeNearbyAirports',
  'adults',
  'children',
  'infants',
] as const satisfies readonly (keyof SearchFormValues)[];
export type FormField = (typeof FORM_FIELDS)[number];

/** 'departureDate', 'DepartureDate', 'input.departureDate' → 'departureDate'; unknown members → undefined. */
export function memberToField(member: string): FormField | undefined {
  const last = member.split('.').pop() ?? '';
  const camel = last.charAt(0).toLowerCase() + last.slice(1);
  return (FORM_FIELDS as readonly string[]).includes(camel) ? (camel as FormField) : undefined;
}
