import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Client errors (4xx) and non-API answers won't improve on retry; network trouble and 5xx get one more try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    isApiError(error) &&
    (error.kind === 'invalid-response' || (error.status >= 400 && error.status < 500))
  ) {
    return false;
  }
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | undefined;

/** The app's one query client: route loaders warm it before a page renders, and main.tsx renders with it. */
export function appQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}

/**
 * A new, empty app query client. The server renderer starts every page with one, so no page shows
 * data fetched for another request.
 */
export function renewAppQueryClient(): QueryClient {
  shared = createQueryClient();
  return shared;
}
