import type { CityPage, CountryPage, Culture } from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../shared/api/api-client';
import { ApiError } from '../../shared/api/api-error';

/** Geo/GetCountry or Geo/GetCity; null = no such country or city in our network. */
async function fetchDestination<T>(kind: 'Country' | 'City', code: string, signal?: AbortSignal) {
  try {
    return await apiClient.get<T>(`/api/services/app/Geo/Get${kind}`, {
      query: { Code: code },
      silent: true,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const countryQueryOptions = (code: string, culture: Culture) =>
  queryOptions({
    queryKey: ['geo', 'country', culture, code.toUpperCase()] as const,
    queryFn: ({ signal }) => fetchDestination<CountryPage>('Country', code, signal),
    staleTime: 30 * 60_000,
  });

export const cityQueryOptions = (code: string, culture: Culture) =>
  queryOptions({
    queryKey: ['geo', 'city', culture, code.toUpperCase()] as const,
    queryFn: ({ signal }) => fetchDestination<CityPage>('City', code, signal),
    staleTime: 30 * 60_000,
  });

/** Valid route codes: a country is two letters, a city (or airport) three. */
export const isCountryCode = (code: string) => /^[a-z]{2}$/i.test(code);
export const isCityCode = (code: string) => /^[a-z]{3}$/i.test(code);
