import { describe, expect, it } from 'vitest';
import {
  groupPermissionNames,
  groupPermissions,
  permissionGroupKey,
  togglePermission,
} from './permission-groups';

const permissions = [
  { name: 'Pages.Users', displayName: 'Users' },
  { name: 'Pages.Users.Activation', displayName: 'Activate users' },
  { name: 'Pages.Roles', displayName: 'Roles' },
  { name: 'Pages.Orders.Refund', displayName: 'Refund orders' },
];

describe('permission groups', () => {
  it('groups sub-permissions under their page', () => {
    expect(permissionGroupKey('Pages.Users.Activation')).toBe('Pages.Users');
    expect(permissionGroupKey('Pages.Users')).toBe('Pages.Users');
    const groups = groupPermissions(permissions);
    expect(groups.map((g) => [g.key, g.root?.name ?? null, g.children.map((c) => c.name)])).toEqual([
      ['Pages.Users', 'Pages.Users', ['Pages.Users.Activation']],
      ['Pages.Roles', 'Pages.Roles', []],
      ['Pages.Orders', null, ['Pages.Orders.Refund']],
    ]);
    expect(groupPermissionNames(groups[0]!)).toEqual(['Pages.Users', 'Pages.Users.Activation']);
  });

  it('grants the page with a sub-permission, and takes sub-permissions away with the page', () => {
    const groups = groupPermissions(permissions);
    expect(togglePermission([], groups, 'Pages.Users.Activation', true).sort()).toEqual([
      'Pages.Users',
      'Pages.Users.Activation',
    ]);
    expect(
      togglePermission(
        ['Pages.Users', 'Pages.Users.Activation', 'Pages.Roles'],
        groups,
        'Pages.Users',
        false,
      ),
    ).toEqual(['Pages.Roles']);
    expect(
      togglePermission(['Pages.Users', 'Pages.Users.Activation'], groups, 'Pages.Users.Activation', false),
    ).toEqual(['Pages.Users']);
    expect(togglePermission([], groups, 'Pages.Orders.Refund', true)).toEqual(['Pages.Orders.Refund']);
  });
});
