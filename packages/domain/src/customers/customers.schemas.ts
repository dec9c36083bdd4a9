import { z } from 'zod';
import { isCountryCode } from '../common/countries.js';
import { pagedRequestSchema } from '../common/paging.js';

const name = z.string().trim().min(1).max(64);
/** empty form fields mean "not given" */
const emptyToNull = (v: string | null | undefined) => (v ? v : null);

/** Customer/SaveCustomer: creates (no id) or updates (id) a customer of the caller's tenant. */
export const saveCustomerInputSchema = z.object({
  id: z.number().int().positive().nullish(),
  email: z.email({ error: 'Validation.Email' }).max(256),
  name,
  surname: name,
  /** E.164-ish like the booking contact: + and country code, 8 to 15 digits */
  mobilePhone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^(\+[1-9]\d{7,14})?$/, { error: 'Booking.InvalidPhone' }))
    .nullish()
    .transform(emptyToNull),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isCountryCode(v), { error: 'Validation.CountryCode' })
    .nullish()
    .transform(emptyToNull),
  newsletter: z.boolean().default(false),
  note: z.string().trim().max(2000).nullish().transform(emptyToNull),
});
export type SaveCustomerInput = z.output<typeof saveCustomerInputSchema>;

/** Customer/GetCustomers: Keyword on name, surname, e-mail, phone; Sorting (Name, Surname, Email, CreationTime, OrderCount, LastOrderTime). */
export const getCustomersInputSchema = pagedRequestSchema.extend({
  keyword: z.string().trim().max(256).optional(),
  sorting: z.string().trim().max(64).optional(),
});
export type GetCustomersInput = z.output<typeof getCustomersInputSchema>;

export const customerDtoSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  mobilePhone: z.string().nullable(),
  countryCode: z.string().nullable(),
  newsletter: z.boolean(),
  note: z.string().nullable(),
  /** the member account opened for the customer's orders */
  userId: z.number().int().nullable(),
  orderCount: z.number().int(),
  lastOrderTime: z.string().nullable(),
  creationTime: z.string(),
  lastModificationTime: z.string().nullable(),
});
export type CustomerDto = z.infer<typeof customerDtoSchema>;
