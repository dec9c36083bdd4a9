import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { AdminSession } from '../api/admin-session';
import type { PermissionRequirement } from '../lib/admin-nav';
import { isPermitted } from '../lib/menu';

interface AdminSessionValue extends AdminSession {
  can: (requirement: PermissionRequirement | undefined) => boolean;
}

const AdminSessionContext = createContext<AdminSessionValue | null>(null);

export function AdminSessionProvider({ session, children }: { session: AdminSession; children: ReactNode }) {
  const value = useMemo<AdminSessionValue>(
    () => ({ ...session, can: (requirement) => isPermitted(requirement, session.granted) }),
    [session],
  );
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

/** The signed-in user, tenant and permissions; only inside the admin layout. */
export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession is used outside the admin layout');
  return value;
}
