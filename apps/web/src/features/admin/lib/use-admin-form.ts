import { createErrorMap } from '@charterdesk/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { presentApiError } from '../../../shared/api/present-api-error';
import { useCulture } from '../../../shared/i18n/use-culture';
import { mapServerError } from './form-errors';

/** The shared schema as the form's resolver, with messages in the current language. */
export function useZodResolver<T extends z.ZodType<FieldValues, FieldValues>>(
  schema: T,
): Resolver<z.input<T>, unknown, z.output<T>> {
  const culture = useCulture();
  return useMemo(
    () =>
      zodResolver(schema, { error: createErrorMap(culture) }) as unknown as Resolver<
        z.input<T>,
        unknown,
        z.output<T>
      >,
    [schema, culture],
  );
}

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
