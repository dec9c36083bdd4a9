import type { AdminKey } from './admin-i18n';
import { ADMIN_HOME_PATH, type AdminNavNode, HOME_PAGE } from './admin-nav';
import { findTrail } from './menu';

export interface Breadcrumb {
  name: string;
  titleKey: AdminKey;
  /** null: shown as text (a parent section has no page of its own). */
  path: string | null;
}

/**
 * API-CONVENTIONS breadcrumb habit: `[Home (main/home), parent (no link), child]`. Always begins with
 * Home; on the home page Home is the only entry. The last entry is the current page.
 */
export function buildBreadcrumbs(
  nodes: readonly AdminNavNode[],
  current: string,
  currentPath?: string,
): Breadcrumb[] {
  const home: Breadcrumb = { name: HOME_PAGE, titleKey: 'nav.home', path: ADMIN_HOME_PATH };
  const trail = findTrail(nodes, current).filter((node) => node.name !== HOME_PAGE);
  return [
    home,
    ...trail.map((node, index) => {
      const isLast = index === trail.length - 1;
      return {
        name: node.name,
        titleKey: node.titleKey,
        path: isLast && !node.children ? (currentPath ?? node.path) : null,
      };
    }),
  ];
}
