import type { AdminNavNode, PermissionRequirement } from './admin-nav';

/** `auth.grantedPermissions` of AbpUserConfiguration: `{ 'Pages.Users': 'true' }`. */
export type GrantedPermissions = Readonly<Record<string, string | boolean | undefined>>;

export function hasPermission(granted: GrantedPermissions, name: string): boolean {
  const value = granted[name];
  return value === true || value === 'true';
}

/** No requirement: allowed; a single name or a list: allowed when any one is granted. */
export function isPermitted(
  requirement: PermissionRequirement | undefined,
  granted: GrantedPermissions,
): boolean {
  if (requirement === undefined) return true;
  const names = typeof requirement === 'string' ? [requirement] : requirement;
  if (names.length === 0) return true;
  return names.some((name) => hasPermission(granted, name));
}

/**
 * API-CONVENTIONS menu habit: children stay when their permission is absent or granted, and a parent
 * shows only with at least one child left (and only if its own permission, if any, is granted).
 */
export function filterMenu(nodes: readonly AdminNavNode[], granted: GrantedPermissions): AdminNavNode[] {
  const visible: AdminNavNode[] = [];
  for (const node of nodes) {
    if (node.hidden || !isPermitted(node.permission, granted)) continue;
    if (node.children) {
      const children = filterMenu(node.children, granted);
      if (children.length > 0) visible.push({ ...node, children });
    } else {
      visible.push(node);
    }
  }
  return visible;
}

/** The chain of nodes from the top of the tree down to the named one; empty when unknown. */
export function findTrail(nodes: readonly AdminNavNode[], name: string): AdminNavNode[] {
  for (const node of nodes) {
    if (node.name === name) return [node];
    if (node.children) {
      const below = findTrail(node.children, name);
      if (below.length > 0) return [node, ...below];
    }
  }
  return [];
}

export function findNode(nodes: readonly AdminNavNode[], name: string): AdminNavNode | undefined {
  return findTrail(nodes, name).at(-1);
}

/** Every permission on the way to a page must be granted (a parent's requirement covers its children). */
export function canOpen(nodes: readonly AdminNavNode[], name: string, granted: GrantedPermissions): boolean {
  const trail = findTrail(nodes, name);
  return trail.length > 0 && trail.every((node) => isPermitted(node.permission, granted));
}

/**
 * Where a section leads: its redirect when it has one, else its first child the user may see (spec §2:
 * a parent route with children and no redirect sends the user to its first child). Undefined when the
 * user may see none of them.
 */
export function sectionTarget(node: AdminNavNode, granted: GrantedPermissions): string | undefined {
  if (node.redirect) return node.redirect;
  if (!node.children) return isPermitted(node.permission, granted) ? node.path : undefined;
  const [first] = filterMenu(node.children, granted);
  if (!first) return undefined;
  return first.children ? sectionTarget(first, granted) : first.path;
}

/** The leaf pages the user may open, in menu order (home page quick links). */
export function accessiblePages(nodes: readonly AdminNavNode[], granted: GrantedPermissions): AdminNavNode[] {
  return filterMenu(nodes, granted).flatMap((node) =>
    node.children ? accessiblePages(node.children, granted) : [node],
  );
}

/** Every page of the tree, whatever the permissions. */
export function leafPages(nodes: readonly AdminNavNode[]): AdminNavNode[] {
  return nodes.flatMap((node) => (node.children ? leafPages(node.children) : [node]));
}
