// The part of the search form's check that needs zod, a chunk of its own (see form-resolver.ts).
import {
  type Culture,
  createFlightSearchCriteriaSchema,
  type FlightSearchCriteria,
} from '@charterdesk/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { domainErrorMap } from '../../../shared/i18n/domain-error-map';
import { type SearchFormValues, toCriteriaInput } from './search-params';

/**
 * The search form's check by the shared schema (loaded by form-resolver.ts's `createSearchResolver`): every
 * problem at once, messages by the culture's zod error map.
 */
export function createSchemaResolver(
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
