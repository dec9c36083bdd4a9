import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { i18n, initI18n } from './i18n';
import { STARTUP_NAMESPACES } from './resources';
import { namespaceOf, usePageTitle } from './use-page-title';

function Titled() {
  usePageTitle('pages:pnr.title');
  return null;
}

describe('usePageTitle', () => {
  beforeAll(async () => {
    await initI18n('en', STARTUP_NAMESPACES);
  });

  it('reads the namespace its key names', () => {
    expect(namespaceOf('pages:pnr.title')).toBe('pages');
    expect(namespaceOf('booking:failed.title')).toBe('booking');
    expect(namespaceOf('appName')).toBe('common');
  });

  it('sets the title without loading the texts of other pages', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Titled />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.title).toBe('CharterDesk -- Check your booking'));
    // a page loads its own texts; asking for every namespace fetched them all and drew the page again (the
    // request would have started with the effects that set the title: i18next notes each one it makes)
    const requested = Object.keys(
      (i18n.services.backendConnector as unknown as { state: Record<string, number> }).state,
    );
    expect(requested.filter((name) => name.startsWith('en|')).sort()).toEqual(
      STARTUP_NAMESPACES.map((ns) => `en|${ns}`).sort(),
    );
  });
});
