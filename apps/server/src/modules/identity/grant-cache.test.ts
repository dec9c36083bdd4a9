import { describe, expect, it } from 'vitest';
import { createGrantCache, type UserGrants } from './grant-cache.js';

describe('grant cache', () => {
  const grants = (...names: string[]): UserGrants => ({ isActive: true, permissions: new Set(names) });

  it('reads a user once while fresh, again after the time is up, and keeps users of tenants apart', async () => {
    let now = 0;
    const cache = createGrantCache({ ttlMs: 5_000, now: () => now });
    const loads: string[] = [];
    const load = (who: string, g: UserGrants) => async () => {
      loads.push(who);
      return g;
    };
    expect(await cache.get(null, 1, load('host:1', grants('Pages.Users')))).toEqual(grants('Pages.Users'));
    expect(await cache.get(null, 1, load('host:1', grants()))).toEqual(grants('Pages.Users'));
    expect(await cache.get(7, 1, load('7:1', grants('Pages.Orders')))).toEqual(grants('Pages.Orders'));
    now = 5_000;
    expect(await cache.get(null, 1, load('host:1', grants()))).toEqual(grants());
    expect(loads).toEqual(['host:1', '7:1', 'host:1']);
  });

  it('forgets everything on clear, and never remembers a missing user', async () => {
    const cache = createGrantCache({ ttlMs: 60_000, now: () => 0 });
    await cache.get(null, 1, async () => grants('Pages.Users'));
    cache.clear();
    expect(await cache.get(null, 1, async () => grants())).toEqual(grants());
    expect(await cache.get(null, 2, async () => undefined)).toBeUndefined();
    expect(await cache.get(null, 2, async () => grants('Pages.Roles'))).toEqual(grants('Pages.Roles'));
  });
});
