export interface PermissionItem {
  name: string;
  displayName: string;
  description?: string | null;
}

export interface PermissionGroup {
  /** `Pages.Users` for Pages.Users and Pages.Users.Activation */
  key: string;
  /** the permission named like the group, when there is one */
  root: PermissionItem | null;
  /** the rest of the group (Pages.Users.Activation) */
  children: PermissionItem[];
}

/** `Pages.Users.Activation` → `Pages.Users`; names without a dot form their own group. */
export function permissionGroupKey(name: string): string {
  const parts = name.split('.');
  return parts.length <= 2 ? name : parts.slice(0, 2).join('.');
}

/** Groups permissions by page for the role form, keeping the server's order. */
export function groupPermissions(items: readonly PermissionItem[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const item of items) {
    const key = permissionGroupKey(item.name);
    let group = groups.get(key);
    if (!group) {
      group = { key, root: null, children: [] };
      groups.set(key, group);
    }
    if (item.name === key) group.root = item;
    else group.children.push(item);
  }
  return [...groups.values()];
}

export function groupPermissionNames(group: PermissionGroup): string[] {
  return [...(group.root ? [group.root.name] : []), ...group.children.map((child) => child.name)];
}

/**
 * Ticking a child grants the group's page permission too (a sub-permission is useless without the
 * page); unticking the page permission takes its children away.
 */
export function togglePermission(
  selected: readonly string[],
  groups: readonly PermissionGroup[],
  name: string,
  checked: boolean,
): string[] {
  const next = new Set(selected);
  const group = groups.find((g) => groupPermissionNames(g).includes(name));
  if (checked) {
    next.add(name);
    if (group?.root && group.root.name !== name) next.add(group.root.name);
  } else {
    next.delete(name);
    if (group?.root?.name === name) for (const child of group.children) next.delete(child.name);
  }
  return [...next];
}
