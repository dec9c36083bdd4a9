import { z } from 'zod';
import { pagedRequestSchema } from '../common/paging.js';

const name = z.string().trim().min(1).max(64);
export const passwordSchema = z
  .string()
  .min(8, { error: 'Validation.PasswordTooShort' })
  .max(128)
  .refine((p) => /[A-Za-zА-Яа-я]/.test(p) && /\d/.test(p), { error: 'Validation.PasswordWeak' });

/** ABP UserDto; roleNames are normalized (upper-case) role names. */
export const userDtoSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  isActive: z.boolean(),
  fullName: z.string(),
  lastLoginTime: z.string().nullable(),
  creationTime: z.string(),
  roleNames: z.array(z.string()),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const createUserInputSchema = z.object({
  userName: z
    .string()
    .trim()
    .min(2)
    .max(256)
    .regex(/^[A-Za-z0-9._@+-]+$/, { error: 'Validation.UserName' }),
  name,
  surname: name,
  emailAddress: z.email({ error: 'Validation.Email' }).max(256),
  isActive: z.boolean().default(true),
  roleNames: z.array(z.string().trim().min(1).max(32)).default([]),
  password: passwordSchema,
});
export type CreateUserInput = z.infer<typeof createUserInputSchema>;

export const updateUserInputSchema = createUserInputSchema
  .omit({ password: true })
  .extend({ id: z.number().int() });
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

export const getAllUsersInputSchema = pagedRequestSchema.extend({
  keyword: z.string().trim().max(256).optional(),
  isActive: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  sorting: z.string().trim().max(64).optional(),
});

export const entityIdInputSchema = z.object({ id: z.coerce.number().int().positive() });

export const changeLanguageInputSchema = z.object({ languageName: z.enum(['ru', 'en', 'tr']) });
export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: passwordSchema,
});
export const resetPasswordInputSchema = z.object({
  adminPassword: z.string().min(1).max(128),
  userId: z.number().int().positive(),
  newPassword: passwordSchema,
});

/** ABP RoleDto. */
export const roleDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  normalizedName: z.string(),
  description: z.string().nullable(),
  /** the built-in Admin role: it cannot be renamed or deleted */
  isStatic: z.boolean(),
  grantedPermissions: z.array(z.string()),
});
export type RoleDto = z.infer<typeof roleDtoSchema>;

export const createRoleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2)
    .max(32)
    .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, { error: 'Validation.RoleName' }),
  displayName: z.string().trim().min(1).max(64),
  description: z.string().trim().max(1000).nullish(),
  grantedPermissions: z.array(z.string().max(128)).default([]),
});
export const updateRoleInputSchema = createRoleInputSchema.extend({ id: z.number().int() });
export const getAllRolesInputSchema = pagedRequestSchema.extend({
  keyword: z.string().trim().max(64).optional(),
  /** ABP Sorting over Name, DisplayName, CreationTime */
  sorting: z.string().trim().max(64).optional(),
});

export const permissionDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
});
