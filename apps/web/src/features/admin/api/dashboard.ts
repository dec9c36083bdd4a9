import type { TodayFigures } from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

/** The viewer's own zone decides what "today" is (a Moscow manager and an Antalya one may differ). */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Istanbul';

/** Today's figures for the admin home; refreshed every minute while the page is open. */
export const todayFiguresQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'today'] as const,
    queryFn: ({ signal }) =>
      apiClient.get<TodayFigures>(
        `/api/services/app/Dashboard/GetTodayFigures?TimeZone=${encodeURIComponent(viewerTimeZone())}`,
        { silent: true, signal },
      ),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
