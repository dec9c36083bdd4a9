// The zod side of a form's check (zod, @hookform/resolvers, the error maps): a chunk of its own, loaded by
// use-lazy-schema-resolver.ts once the page is idle or the form is first checked.
import type { Culture } from '@charterdesk/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { domainErrorMap } from '../i18n/domain-error-map';

/** The shared schema as a form's resolver, with messages in the culture's language. */
export function schemaResolver<T extends z.ZodType<FieldValues, FieldValues>>(
  schema: T,
  culture: Culture,
): Resolver<z.input<T>, unknown, z.output<T>> {
  return zodResolver(schema, { error: domainErrorMap(culture) }) as unknown as Resolver<
    z.input<T>,
    unknown,
    z.output<T>
  >;
}
