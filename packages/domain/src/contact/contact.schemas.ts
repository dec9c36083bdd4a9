import { z } from 'zod';

/** Product spec §2 contact form; the message is at most 2000 characters. */
export const CONTACT_MESSAGE_MAX = 2000;

const required = (max: number) => z.string().trim().min(1).max(max);

/** Contact/Send: validated the same way in the browser and on the server. */
export const contactMessageInputSchema = z.object({
  name: required(128),
  email: z
    .string()
    .trim()
    .min(1)
    .pipe(z.email({ error: 'Validation.Email' }).max(256)),
  phone: z
    .string()
    .trim()
    .max(32)
    .refine((v) => v === '' || /^\+?[0-9 ()-]{6,}$/.test(v), { error: 'Validation.Phone' })
    .nullish()
    .transform((v) => v || null),
  subject: required(200),
  message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX, { error: 'Validation.MessageTooLong' }),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessage = z.output<typeof contactMessageInputSchema>;

export const contactResultSchema = z.object({ message: z.string() });
export type ContactResult = z.infer<typeof contactResultSchema>;

/** Products announced as coming soon on the home page (spec §1). */
export const COMING_SOON_PRODUCTS = ['hotels', 'villas', 'vip'] as const;
export type ComingSoonProduct = (typeof COMING_SOON_PRODUCTS)[number];

export const subscribeComingSoonInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .pipe(z.email({ error: 'Validation.Email' }).max(256)),
  product: z.enum(COMING_SOON_PRODUCTS),
});
export type SubscribeComingSoonInput = z.input<typeof subscribeComingSoonInputSchema>;
