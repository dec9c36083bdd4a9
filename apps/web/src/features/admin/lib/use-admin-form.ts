import { notifications } from '@mantine/notifications';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { presentApiError } from '../../../shared/api/present-api-error';
import { mapServerError } from './form-errors';

export { useZodResolver } from '../../../shared/lib/use-zod-resolver';

/**
 * Puts a failed save where the user looks: validation errors next to their fields, refusals (duplicate
 * name, wrong password, no permission) in the form's alert, anything else in the error dialog (spec §8).
 * The form keeps what was typed either way.
 */
export function useServerErrors<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: readonly Path<V>[],
  keyFields: Readonly<Partial<Record<string, Path<V>>>> = {},
) {
  const [messages, setMessages] = useState<string[]>([]);
  const clear = useCallback(() => setMessages([]), []);
  const handle = useCallback(
    (error: unknown) => {
      const mapped = mapServerError(error, fields, keyFields);
      if (mapped.kind === 'other') {
        setMessages([]);
        presentApiError(error);
        return;
      }
      mapped.fieldErrors.forEach(({ field, message }, index) => {
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setMessages(mapped.formMessages);
    },
    [fields, keyFields, setError],
  );
  return { messages, clear, handle };
}

/**
 * The submit of a create/edit dialog: clears the form's alert and runs `mutation`; a failure goes to
 * `serverErrors` (the form stays open), a success refreshes `invalidate` (in order), shows `message` and
 * hands the saved object to `onSaved` (usually closing the dialog).
 */
export function useSave<V, R>(
  mutation: { mutateAsync: (values: V) => Promise<R> },
  serverErrors: { clear: () => void; handle: (error: unknown) => void },
  {
    invalidate,
    message,
    onSaved,
  }: { invalidate: readonly QueryKey[]; message: (saved: R) => string; onSaved: (saved: R) => void },
) {
  const queryClient = useQueryClient();
  return async (values: V) => {
    serverErrors.clear();
    let saved: R;
    try {
      saved = await mutation.mutateAsync(values);
    } catch (error) {
      serverErrors.handle(error);
      return;
    }
    for (const queryKey of invalidate) await queryClient.invalidateQueries({ queryKey });
    notifications.show({ color: 'green', message: message(saved) });
    onSaved(saved);
  };
}
