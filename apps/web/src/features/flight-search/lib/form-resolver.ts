import {
  type Culture,
  createFlightSearchCriteriaSchema,
  type FlightSearchCriteria,
} from '@charterdesk/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { domainErrorMap } from '../../../shared/i18n/domain-error-map';
import { domainMessage } from '../../../shared/i18n/domain-texts';
import { type SearchFormValues, toCriteriaInput } from './search-params';

/**
 * The form is checked by the very schema the API uses (DESIGN §5). Messages come from the culture's
 * zod error map; the schema's own message keys (e.g. 'Flight.PastDate') stay keys until shown, so they
 * follow a language switch (see fieldErrorText).
 */
export function createSearchResolver(
  getCulture: () => Culture,
  earliestDate: () => string,
): Resolver<SearchFormValues, unknown, FlightSearchCriteria> {
  const schema = createFlightSearchCriteriaSchema(earliestDate);
  return async (values, context, options) => {
    const resolve = zodResolver(schema, { error: domainErrorMap(getCulture()) }) as unknown as Resolver<
      Record<string, unknown>,
      unknown,
      FlightSearchCriteria
    >;
    const resolverOptions = options as unknown as Parameters<typeof resolve>[2];
    const input = toCriteriaInput(values);
    const result = await resolve(input, context, resolverOptions);
    const failed = Object.keys(result.errors);
    if (failed.length === 0) return result as ResolverResult<SearchFormValues, FlightSearchCriteria>;

    // The schema's cross-field rules (past date, same places, passenger counts) only run once every
    // field has a valid shape. A second pass with stand-ins for the failed fields shows them now too,
    // so the visitor sees every problem at once; the first pass wins where both speak.
    const standIns: Record<string, unknown> = {
      origin: STAND_IN_ORIGIN,
      destination: STAND_IN_DESTINATION,
      departureDate: typeof input.returnDate === 'string' ? input.returnDate : earliestDate(),
      returnDate: null,
    };
    if (failed.some((field) => !(field in standIns)))
      return result as ResolverResult<SearchFormValues, FlightSearchCriteria>;
    const patched = { ...input, ...Object.fromEntries(failed.map((field) => [field, standIns[field]])) };
    if (failed.includes('departureDate') && failed.includes('returnDate')) patched.returnDate = null;
    const second = await resolve(patched, context, resolverOptions);
    return {
      values: {},
      errors: { ...second.errors, ...result.errors },
    } as ResolverResult<SearchFormValues, FlightSearchCriteria>;
  };
}

/** Valid-looking codes no place has, standing in for unfinished place fields in the second pass. */
const STAND_IN_ORIGIN = 'QQQ';
const STAND_IN_DESTINATION = 'QQW';

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
