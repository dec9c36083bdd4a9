import type { AgencyInfo } from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { useDrawnQuery } from './drawn-queries';

export const AGENCY_INFO_PATH = '/api/services/app/agency/GetAgencyInfo';

type AgencyTextField = Exclude<keyof AgencyInfo, 'foundedYear'>;
// `satisfies` makes the compiler flag a text field added to AgencyInfo but forgotten here.
const EMPTY_TEXTS = {
  brandName: '',
  legalEntity: '',
  address: '',
  tourismAssociationNumber: '',
  tradeRegisterNumber: '',
  taxNumber: '',
  chamberRegistrationNumber: '',
  phone: '',
  email: '',
  messagingLink: '',
} satisfies Record<AgencyTextField, string>;

/**
 * Narrows the answer to AgencyInfo without zod: this runs on every page's first load and the schema
 * library would triple the startup bundle. Missing texts become '', a bad year rejects the answer.
 */
export function toAgencyInfo(value: unknown): AgencyInfo {
  if (typeof value !== 'object' || value === null) throw new TypeError('Agency info is not an object');
  const record = value as Record<string, unknown>;
  const foundedYear = record.foundedYear;
  if (typeof foundedYear !== 'number' || !Number.isInteger(foundedYear)) {
    throw new TypeError('Agency info has no foundedYear');
  }
  const texts: Record<AgencyTextField, string> = { ...EMPTY_TEXTS };
  for (const field of Object.keys(EMPTY_TEXTS) as AgencyTextField[]) {
    const text = record[field];
    if (typeof text === 'string') texts[field] = text;
  }
  return { ...texts, foundedYear };
}

/** Public agency facts for the footer, titles and legal pages; optional everywhere, hence silent. */
export async function fetchAgencyInfo(signal?: AbortSignal): Promise<AgencyInfo> {
  return toAgencyInfo(await apiClient.get<unknown>(AGENCY_INFO_PATH, { silent: true, signal }));
}

export const agencyInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['agency', 'info'] as const,
    queryFn: ({ signal }) => fetchAgencyInfo(signal),
    staleTime: 60 * 60_000,
  });

/** The agency record as the page can show it (drawn-queries.ts: the footer and the home page hydrate late). */
export function useAgencyInfo() {
  return useDrawnQuery(agencyInfoQueryOptions());
}
