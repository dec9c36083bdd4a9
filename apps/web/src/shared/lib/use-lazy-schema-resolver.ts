import { useEffect, useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useCulture } from '../i18n/use-culture';
import { preloadWhenIdle } from './preload-when-idle';

const loadSchemaResolver = () => import('./schema-resolver');

/**
 * A form checked by a shared schema that is not part of the page's first load: zod and the schemas (about 33 KiB
 * gzip) come once the page is idle, or with the form's first check, which waits for them. `loadSchema` must be
 * one function for the page's life (a module-level `() => import('./checks').then((m) => m.someSchema)`).
 */
export function useLazySchemaResolver<T extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<T>,
): Resolver<z.input<T>, unknown, z.output<T>> {
  const culture = useCulture();
  useEffect(() => preloadWhenIdle(() => Promise.all([loadSchemaResolver(), loadSchema()])), [loadSchema]);
  return useMemo(() => {
    let resolve: Resolver<z.input<T>, unknown, z.output<T>> | undefined;
    return async (values, context, options) => {
      if (!resolve) {
        const [{ schemaResolver }, schema] = await Promise.all([loadSchemaResolver(), loadSchema()]);
        resolve = schemaResolver(schema, culture);
      }
      return resolve(values, context, options);
    };
  }, [loadSchema, culture]);
}
