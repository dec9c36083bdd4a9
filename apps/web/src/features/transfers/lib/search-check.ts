// The part of the transfer search's check that needs zod, a chunk of its own (loadTransferSearchCheck in
// search-form.ts): the form's resolver and the criteria of a results URL load it when they first need it.
import {
  type Culture,
  isValidIsoDate,
  type TransferSearchCriteria,
  transferSearchCriteriaSchema,
} from '@charterdesk/domain';
import { domainErrorMap } from '../../../shared/i18n/domain-error-map';
import {
  PAST_DATE_KEY,
  type TransferSearchField,
  type TransferSearchFormValues,
  toCriteriaInput,
} from './search-form';

/**
 * The shared criteria schema, plus the one rule it leaves to the caller's clock: no date before today.
 * Errors keep message keys so they follow a language switch (see transferErrorText).
 */
export function validateTransferSearch(
  values: TransferSearchFormValues,
  culture: Culture,
  today: string,
): { criteria: TransferSearchCriteria | null; errors: Partial<Record<TransferSearchField, string>> } {
  const errors: Partial<Record<TransferSearchField, string>> = {};
  const input = toCriteriaInput(values);
  const parsed = transferSearchCriteriaSchema.safeParse(input, { error: domainErrorMap(culture) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TransferSearchField | undefined;
      if (!field || errors[field]) continue;
      const empty =
        field === 'date' || field === 'time' ? values[field] === '' || values[field] === null : false;
      errors[field] = empty ? 'Validation.Required' : issue.message;
    }
  }
  if (values.date && isValidIsoDate(values.date) && values.date < today && !errors.date)
    errors.date = PAST_DATE_KEY;
  if (Object.keys(errors).length > 0 || !parsed.success) return { criteria: null, errors };
  return { criteria: parsed.data, errors };
}

/** Criteria read back from a results URL; null unless every part is there and valid. */
export function criteriaFromParams(params: URLSearchParams): TransferSearchCriteria | null {
  const parsed = transferSearchCriteriaSchema.safeParse({
    airportCode: params.get('airport') ?? '',
    districtId: Number(params.get('zone')),
    direction: params.get('dir') ?? undefined,
    date: params.get('date') ?? '',
    time: params.get('time') ?? '',
    passengers: Number(params.get('pax')),
    luggage: Number(params.get('bags') ?? 0),
  });
  return parsed.success ? parsed.data : null;
}
