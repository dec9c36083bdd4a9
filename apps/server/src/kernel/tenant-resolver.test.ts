import { describe, expect, it } from 'vitest';
import type { TenancyRepository, TenantRecord } from '../modules/tenancy/tenancy.repository.js';
import { createTenantResolver } from './tenant-resolver.js';

const ru: TenantRecord = { id: 7, tenancyName: 'ru', name: 'RU', isActive: true, domains: ['shop.ru'] };
const tr: TenantRecord = { id: 8, tenancyName: 'tr', name: 'TR', isActive: true, domains: ['shop.com.tr'] };
const byHost = (hostname: string) => ({
  claimTenantId: undefined,
  hostname,
  header: undefined,
  cookie: undefined,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A repository whose every listActive() call is answered by the test, in order. */
function scriptedRepo() {
  const calls: ReturnType<typeof deferred<TenantRecord[]>>[] = [];
  const repo = {
    listActive: () => {
      const d = deferred<TenantRecord[]>();
      calls.push(d);
      return d.promise;
    },
  } as unknown as TenancyRepository;
  return { repo, calls };
}

describe('tenant resolver while the database is out', () => {
  it('serves the last known tenants after a failed reload, and asks again only after a pause', async () => {
    let now = 0;
    let calls = 0;
    let up = true;
    const resolver = createTenantResolver(
      {
        listActive: async () => {
          calls++;
          if (!up) throw new Error('connection refused');
          return [ru];
        },
      } as unknown as TenancyRepository,
      10_000,
      () => now,
      2_000,
    );
    expect(await resolver.resolve(byHost('shop.ru'))).toBe(7);
    expect(await resolver.get(7)).toEqual(ru);
    up = false;
    now = 60_000;
    expect(await resolver.resolve(byHost('shop.ru'))).toBe(7);
    expect(await resolver.get(7)).toEqual(ru);
    const failed = calls;
    now += 1_000;
    expect(await resolver.resolve(byHost('shop.ru'))).toBe(7);
    expect(calls).toBe(failed);
    now += 1_000;
    expect(await resolver.resolve(byHost('shop.ru'))).toBe(7);
    expect(calls).toBe(failed + 1);
    up = true;
    now += 2_000;
    expect(await resolver.resolve(byHost('shop.ru'))).toBe(7);
    expect(calls).toBe(failed + 2);
    // back to the normal lifetime once a reload succeeded
    now += 9_000;
    await resolver.resolve(byHost('shop.ru'));
    expect(calls).toBe(failed + 2);
  });

  it('resolves to the host when it never knew the tenants', async () => {
    const resolver = createTenantResolver({
      listActive: () => Promise.reject(new Error('down')),
    } as unknown as TenancyRepository);
    expect(
      await resolver.resolve({ claimTenantId: undefined, hostname: 'x', header: '7', cookie: undefined }),
    ).toBe(null);
    expect(await resolver.get(7)).toBeUndefined();
  });

  it('answers from the last known list when a reload hangs, waiting once and briefly', async () => {
    let now = 0;
    const { repo, calls } = scriptedRepo();
    const resolver = createTenantResolver(repo, 10_000, () => now, 2_000, 30);
    const warmUp = resolver.resolve(byHost('shop.ru'));
    calls[0]!.resolve([ru]);
    expect(await warmUp).toBe(7);

    now = 60_000;
    const started = performance.now();
    expect(await resolver.resolve(byHost('shop.ru'))).toBe(7);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(calls).toHaveLength(2);
    // the reload still hangs: later requests neither wait for it again nor start another one
    // (raced against a timer half the wait: timers fire in order, so on any machine a request that waited
    // loses the race, and one that did not wins it)
    const halfTheWait = new Promise((resolve) => setTimeout(() => resolve('waited'), 15));
    expect(await Promise.race([resolver.resolve(byHost('shop.ru')), halfTheWait])).toBe(7);
    expect(calls).toHaveLength(2);

    // when it finally answers, its rows are the new list
    calls[1]!.resolve([tr]);
    await new Promise((r) => setImmediate(r));
    expect(await resolver.resolve(byHost('shop.ru'))).toBe(null);
    expect(await resolver.resolve(byHost('shop.com.tr'))).toBe(8);
    expect(calls).toHaveLength(2);
  });

  it('waits for a reload that answers in time, so a change is seen at once', async () => {
    let now = 0;
    const { repo, calls } = scriptedRepo();
    const resolver = createTenantResolver(repo, 10_000, () => now, 2_000, 1_000);
    const warmUp = resolver.resolve(byHost('shop.ru'));
    calls[0]!.resolve([ru]);
    await warmUp;
    now = 10_000;
    const next = resolver.resolve(byHost('shop.ru'));
    calls[1]!.resolve([]);
    expect(await next).toBe(null);
  });

  it('does not keep rows read before invalidate()', async () => {
    const { repo, calls } = scriptedRepo();
    const resolver = createTenantResolver(repo);
    const before = resolver.resolve(byHost('shop.ru'));
    // the tenant is deactivated while the list is being read
    resolver.invalidate();
    const after = resolver.resolve(byHost('shop.ru'));
    calls[0]!.resolve([ru]);
    calls[1]!.resolve([]);
    expect(await before).toBe(7);
    expect(await after).toBe(null);
    expect(await resolver.resolve(byHost('shop.ru'))).toBe(null);
    expect(calls).toHaveLength(2);
  });
});
