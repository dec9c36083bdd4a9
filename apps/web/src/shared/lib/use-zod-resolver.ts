import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { domainErrorMap } from '../i18n/domain-error-map';
import { useCulture } from '../i18n/use-culture';

/** The shared schema as the form's resolver, with messages in the current language. */
export function useZodResolver<T extends z.ZodType<FieldValues, FieldValues>>(
  schema: T,
): Resolver<z.input<T>, unknown, z.output<T>> {
  const culture = useCulture();
  return useMemo(
    () =>
      zodResolver(schema, { error: domainErrorMap(culture) }) as unknown as Resolver<
        z.input<T>,
        unknown,
        z.output<T>
      >,
    [schema, culture],
  );
}
