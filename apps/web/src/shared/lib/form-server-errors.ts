import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/api-error';

/**
 * Puts a server's answer on the form's fields, keeping what was typed: each 400 validation error on its
 * members, and a refusal with `key` (e.g. a wrong current password) on `keyed.field`. True when it did.
 */
export function placeServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  keyed?: { key: string; field: Path<T> },
): boolean {
  if (!isApiError(error)) return false;
  if (keyed && error.key === keyed.key) {
    setError(keyed.field, { type: 'server', message: error.message });
    return true;
  }
  if (error.validationErrors.length === 0) return false;
  for (const v of error.validationErrors) {
    for (const member of v.members ?? []) setError(member as Path<T>, { type: 'server', message: v.message });
  }
  return true;
}
