export const TENANT_HEADER = 'abp.tenantid';
export const TENANT_HEADER_DASHED = 'abp-tenantid';
export const TENANT_COOKIE = 'Abp.TenantId';

/** A site variant as the resolver matches it (the tenancy module's rows answer it). */
export interface TenantRecord {
  id: number;
  tenancyName: string;
  name: string;
  isActive: boolean;
  domains: string[];
}

/** Where the active site variants come from: the tenancy module, given by the app (the kernel sits below it). */
export interface ActiveTenants {
  listActive(): Promise<TenantRecord[]>;
}

export interface TenantHints {
  claimTenantId: number | null | undefined;
  hostname: string;
  header: string | undefined;
  cookie: string | undefined;
}

/**
 * Resolves the tenant of a request: signed-in user's claim → host name → header → cookie (API-CONVENTIONS.md).
 * Unknown, inactive or non-numeric ids are ignored; nothing resolved means the host (null).
 * Active tenants are cached briefly so that resolution costs no query per request; when the database fails or
 * hangs, the last known list answers, so that /health and public pages do not fall with it.
 */
export function createTenantResolver(
  repo: ActiveTenants,
  ttlMs = 10_000,
  now = () => Date.now(),
  /** after a failed reload, how long the last known list is served before the database is asked again */
  retryAfterFailureMs = 2_000,
  /** how long a request waits for a reload when it could answer from the last known list instead */
  staleWaitMs = 250,
) {
  type Cache = { at: number; byId: Map<number, TenantRecord>; byDomain: Map<string, TenantRecord> };
  type Reload = { done: Promise<Cache>; waited: Promise<void> };
  let cache: Cache | undefined;
  let reloading: Reload | undefined;
  // a reload that started before invalidate() read the old rows: it must not put them back for a whole TTL
  let generation = 0;
  const empty = (): Cache => ({ at: now(), byId: new Map(), byDomain: new Map() });

  function startReload(): Reload {
    const startedIn = generation;
    const done = repo.listActive().then(
      (list) => {
        const byId = new Map(list.map((t) => [t.id, t]));
        const byDomain = new Map<string, TenantRecord>();
        for (const t of list) for (const d of t.domains) byDomain.set(d.toLowerCase(), t);
        const fresh: Cache = { at: now(), byId, byDomain };
        if (startedIn === generation) cache = fresh;
        return fresh;
      },
      () => {
        // The database is out: every request still resolves, from the last known list (public pages keep
        // their site variant), and the list is asked for again shortly, not on every request.
        const stale = { ...(cache ?? empty()), at: now() - ttlMs + retryAfterFailureMs };
        if (startedIn === generation) cache = stale;
        return stale;
      },
    );
    // One timer per reload, shared by every request waiting on it: once it has fired, a database that
    // hangs (no refusal, only the pool's connect timeout) costs later requests no wait at all.
    const waited = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, staleWaitMs);
      timer.unref();
      void done.finally(() => clearTimeout(timer));
    });
    const reload = { done, waited };
    void done.finally(() => {
      if (reloading === reload) reloading = undefined;
    });
    return reload;
  }

  async function load(): Promise<Cache> {
    if (cache && now() - cache.at < ttlMs) return cache;
    reloading ??= startReload();
    const stale = cache;
    if (!stale) return reloading.done;
    return Promise.race([reloading.done, reloading.waited.then(() => stale)]);
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
      generation++;
      cache = undefined;
      reloading = undefined;
    },
  };
}
export type TenantResolver = ReturnType<typeof createTenantResolver>;
