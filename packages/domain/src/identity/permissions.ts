/** Sides of a multi-tenant app, as ABP numbers them. */
export const MULTI_TENANCY_SIDES = { tenant: 1, host: 2 } as const;
export type MultiTenancySide = keyof typeof MULTI_TENANCY_SIDES;

export interface PermissionDefinition {
  name: string;
  /** i18n key of the display name */
  displayName: string;
  sides: readonly MultiTenancySide[];
}

const both = ['host', 'tenant'] as const;

/** Every permission the server checks; menus filter on the same names. */
export const PERMISSIONS: readonly PermissionDefinition[] = [
  { name: 'Pages.Users', displayName: 'Permission.Users', sides: both },
  { name: 'Pages.Users.Activation', displayName: 'Permission.UsersActivation', sides: both },
  { name: 'Pages.Roles', displayName: 'Permission.Roles', sides: both },
  { name: 'Pages.Tenants', displayName: 'Permission.Tenants', sides: ['host'] },
  { name: 'Pages.Orders', displayName: 'Permission.Orders', sides: both },
  { name: 'Pages.Inventory', displayName: 'Permission.Inventory', sides: both },
  { name: 'Pages.Transfers', displayName: 'Permission.Transfers', sides: both },
  { name: 'Pages.Definitions', displayName: 'Permission.Definitions', sides: both },
  { name: 'Pages.Customers', displayName: 'Permission.Customers', sides: both },
  { name: 'Pages.Settings', displayName: 'Permission.Settings', sides: both },
  { name: 'Pages.AgencyInfo', displayName: 'Permission.AgencyInfo', sides: both },
  { name: 'Pages.Content', displayName: 'Permission.Content', sides: both },
];

export function permissionsForSide(side: MultiTenancySide): PermissionDefinition[] {
  return PERMISSIONS.filter((p) => p.sides.includes(side));
}
