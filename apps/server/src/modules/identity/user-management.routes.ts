import {
  changeLanguageInputSchema,
  changePasswordInputSchema,
  createRoleInputSchema,
  createUserInputSchema,
  entityIdInputSchema,
  getAllRolesInputSchema,
  getAllUsersInputSchema,
  listResultSchema,
  pagedResultSchema,
  permissionDtoSchema,
  resetPasswordInputSchema,
  roleDtoSchema,
  translate,
  updateRoleInputSchema,
  updateUserInputSchema,
  userDtoSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { UserManagementService } from './user-management.service.js';

const users = { permissions: ['Pages.Users'] } as const;
const activation = { permissions: ['Pages.Users.Activation', 'Pages.Users'] } as const;
const roles = { permissions: ['Pages.Roles'] } as const;

/** ABP User and Role app services (names, verbs and DTOs of module-zero). */
export function registerUserManagementRoutes(app: FastifyInstance, service: UserManagementService) {
  registerAppService(app, 'User', {
    GetAll: method({
      summary:
        'Staff users of the caller’s tenant (not travellers’ accounts: Customer service), paged; filters Keyword (user name, name, e-mail), IsActive, Sorting',
      input: getAllUsersInputSchema,
      output: pagedResultSchema(userDtoSchema),
      access: users,
      handler: (input, ctx) => service.getAllUsers(ctx.session, input),
    }),
    Get: method({
      summary: 'One staff user by id (a traveller’s account answers 404)',
      input: entityIdInputSchema,
      output: userDtoSchema,
      access: users,
      handler: (input, ctx) => service.getUser(ctx.session, input.id),
    }),
    Create: method({
      summary: 'Creates a user with password and roles',
      input: createUserInputSchema,
      output: userDtoSchema,
      access: users,
      handler: (input, ctx) => service.createUser(ctx.session, input),
    }),
    Update: method({
      summary: 'Updates a user (PUT, body with id); roles are replaced',
      input: updateUserInputSchema,
      output: userDtoSchema,
      access: users,
      handler: (input, ctx) => service.updateUser(ctx.session, input),
    }),
    Delete: method({
      summary: 'Soft-deletes a user (not yourself, not admin)',
      input: entityIdInputSchema,
      output: z.null(),
      access: users,
      handler: (input, ctx) => service.deleteUser(ctx.session, input.id),
    }),
    Activate: method({
      summary: 'Activates a user',
      input: entityIdInputSchema,
      output: z.null(),
      access: activation,
      handler: (input, ctx) => service.setActive(ctx.session, input.id, true),
    }),
    DeActivate: method({
      summary: 'Deactivates a user (cannot sign in)',
      input: entityIdInputSchema,
      output: z.null(),
      access: activation,
      handler: (input, ctx) => service.setActive(ctx.session, input.id, false),
    }),
    GetRoles: method({
      summary: 'Roles of the caller’s tenant, for the user form',
      output: listResultSchema(roleDtoSchema),
      access: users,
      handler: (_input, ctx) => service.getRolesOfTenant(ctx.session),
    }),
    ChangeLanguage: method({
      summary: 'Sets the signed-in user’s interface language',
      input: changeLanguageInputSchema,
      output: z.null(),
      access: 'authenticated',
      handler: (input, ctx) => service.changeLanguage(ctx.session, input.languageName),
    }),
    ChangePassword: method({
      summary: 'Changes the signed-in user’s password after checking the current one',
      input: changePasswordInputSchema,
      output: z.boolean(),
      access: 'authenticated',
      handler: (input, ctx) => service.changePassword(ctx.session, input.currentPassword, input.newPassword),
    }),
    ResetPassword: method({
      summary: 'An admin sets another user’s password, confirming with their own',
      input: resetPasswordInputSchema,
      output: z.boolean(),
      access: users,
      handler: (input, ctx) =>
        service.resetPassword(ctx.session, input.adminPassword, input.userId, input.newPassword),
    }),
  });

  registerAppService(app, 'Role', {
    GetAll: method({
      summary: 'Roles of the caller’s tenant, paged; filter Keyword',
      input: getAllRolesInputSchema,
      output: pagedResultSchema(roleDtoSchema),
      access: roles,
      handler: (input, ctx) => service.getAllRoles(ctx.session, input),
    }),
    Get: method({
      summary: 'One role with its granted permissions',
      input: entityIdInputSchema,
      output: roleDtoSchema,
      access: roles,
      handler: (input, ctx) => service.getRole(ctx.session, input.id),
    }),
    Create: method({
      summary: 'Creates a role with permissions of the caller’s side',
      input: createRoleInputSchema,
      output: roleDtoSchema,
      access: roles,
      handler: (input, ctx) => service.createRole(ctx.session, input),
    }),
    Update: method({
      summary: 'Updates a role and replaces its permissions',
      input: updateRoleInputSchema,
      output: roleDtoSchema,
      access: roles,
      handler: (input, ctx) => service.updateRole(ctx.session, input),
    }),
    Delete: method({
      summary: 'Soft-deletes a role that is not static',
      input: entityIdInputSchema,
      output: z.null(),
      access: roles,
      handler: (input, ctx) => service.deleteRole(ctx.session, input.id),
    }),
    GetRoleForEdit: method({
      summary: "ABP's edit form data: the role, every grantable permission and the role's granted names",
      input: entityIdInputSchema,
      output: z.object({
        role: z.object({
          id: z.number().int(),
          name: z.string(),
          displayName: z.string(),
          description: z.string().nullable(),
          isStatic: z.boolean(),
        }),
        permissions: z.array(
          z.object({ name: z.string(), displayName: z.string(), description: z.string().nullable() }),
        ),
        grantedPermissionNames: z.array(z.string()),
      }),
      access: roles,
      handler: async (input, ctx) => {
        const role = await service.getRole(ctx.session, input.id);
        return {
          role: {
            id: role.id,
            name: role.name,
            displayName: role.displayName,
            description: role.description ?? null,
            isStatic: role.isStatic,
          },
          permissions: service.getAllPermissions(ctx.session).items.map((p) => ({
            name: p.name,
            displayName: translate(ctx.culture, p.displayName as never),
            description: null,
          })),
          grantedPermissionNames: role.grantedPermissions,
        };
      },
    }),
    // the name ABP's React client calls (the framework's own route drops the Async suffix)
    GetRolesAsync: method({
      summary: "Roles of the caller's tenant (ABP RoleListDto), optionally only those granting ?Permission=",
      input: z.object({ permission: z.string().max(128).nullish() }),
      output: listResultSchema(
        z.object({
          id: z.number().int(),
          name: z.string(),
          displayName: z.string(),
          isStatic: z.boolean(),
          isDefault: z.boolean(),
          creationTime: z.string(),
        }),
      ),
      access: roles,
      handler: async (input, ctx) => ({
        items: await service.listRolesForAbp(ctx.session, input.permission ?? null),
      }),
    }),
    GetAllPermissions: method({
      summary: 'Permissions the caller’s side can grant, with localized display names',
      output: listResultSchema(permissionDtoSchema),
      access: roles,
      handler: (_input, ctx) => {
        const { items } = service.getAllPermissions(ctx.session);
        return {
          items: items.map((p) => ({ ...p, displayName: translate(ctx.culture, p.displayName as never) })),
        };
      },
    }),
  });
}
