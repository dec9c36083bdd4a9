import type { TenancyRepository, TenantRecord } from '../modules/tenancy/tenancy.repository.js';

export const TENANT_HEADER = 'abp.tenantid';
export const TENANT_HEADER_DASHED = 'abp-tenantid';
export const TENANT_COOKIE = 'Abp.TenantId';

export interface TenantHints {
  claimTenantId: number | null | undefined;
  hostname: string;
  header: string | undefined;
  cookie: string | undefined;
}

/**
 * Resolves the tenant of a request: signed-in user's claim → host name → header → cookie (API-CONVENTIONS.md).
 * Unknown, inactive or non-numeric ids are ignored; nothing resolved means the host (null).
 * Active tenants are cached briefly so that resolution costs no query per request.
 */
export function createTenantResolver(
  repo: TenancyRepository,
  ttlMs = 10_000,
  now = () => Date.now(),
  /** after a failed reload, how long the last known list is served before the database is asked again */
  retryAfterFailureMs = 2_000,
) {
  type Cache = { at: number; byId: Map<number, TenantRecord>; byDomain: Map<string, TenantRecord> };
  let cache: Cache | undefined;
  let loading: Promise<Cache> | undefined;
  const empty = (): Cache => ({ at: now(), byId: new Map(), byDomain: new Map() });

  async function load(): Promise<Cache> {
    if (cache && now() - cache.at < ttlMs) return cache;
    loading ??= repo
      .listActive()
      .then((list) => {
        const byId = new Map(list.map((t) => [t.id, t]));
        const byDomain = new Map<string, TenantRecord>();
        for (const t of list) for (const d of t.domains) byDomain.set(d.toLowerCase(), t);
        cache = { at: now(), byId, byDomain };
        return cache;
      })
      .catch(() => {
        // The database is out: every request still resolves, from the last known list (public pages keep
        // their site variant), and the list is asked for again shortly, not on every request.
        const stale = cache ?? empty();
        cache = { ...stale, at: now() - ttlMs + retryAfterFailureMs };
        return cache;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async resolve(hints: TenantHints): Promise<number | null> {
      // A token's tenant is authoritative even for a tenant deactivated since: auth checks activity itself.
      if (hints.claimTenantId !== undefined) return hints.claimTenantId;
      const { byId, byDomain } = await load();
      const byHost = byDomain.get(hints.hostname.toLowerCase().replace(/:\d+$/, ''));
      if (byHost) return byHost.id;
      for (const raw of [hints.header, hints.cookie]) {
        if (raw && /^\d{1,9}$/.test(raw.trim())) {
          const t = byId.get(Number(raw));
          if (t) return t.id;
        }
      }
      return null;
    },
    async get(id: number): Promise<TenantRecord | undefined> {
      return (await load()).byId.get(id);
    },
    invalidate() {
      cache = undefined;
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
