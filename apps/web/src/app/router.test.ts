import { createMemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../shared/i18n/i18n';
import { adminRoutesOnDemand, routes, withAdminRoutes } from './router';

beforeAll(async () => {
  await initI18n('en');
  // the pages' data (help articles, the admin's session) is not what these tests look at
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 503 })),
  );
});
afterAll(() => vi.unstubAllGlobals());

/** A memory router as the browser's is made (createAppRouter), settled on its first page. */
async function routerAt(path: string) {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: adminRoutesOnDemand(),
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
  return router;
}

const routeIds = (router: Awaited<ReturnType<typeof routerAt>>) => router.routes.map((route) => route.id);

describe('the back office routes', () => {
  it('are not in the public tree the browser starts with', async () => {
    const router = await routerAt('/help/baggage');
    expect(routeIds(router)).toEqual(['main']);
    expect(router.state.matches.at(-1)?.route.path).toBe('help/:article');
    router.dispose();
  });

  it('are added when a visitor starts on an /admin page, which then matches them', async () => {
    const router = await routerAt('/admin/login');
    expect(routeIds(router)).toEqual(['main', 'admin']);
    expect(router.state.matches.map((match) => match.route.path)).toEqual(['/admin', 'login']);
    router.dispose();
  });

  it('are added when a visitor goes from a public page to /admin', async () => {
    const router = await routerAt('/');
    await router.navigate('/admin/login');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(router.state.matches.at(-1)?.route.path).toBe('login');
    // a public page's catch-all still answers an unknown public path
    await router.navigate('/no-such-page');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });

  it('are all known to a renderer drawing any page', async () => {
    expect((await withAdminRoutes()).map((route) => route.id)).toEqual(['main', 'admin']);
  });
});
