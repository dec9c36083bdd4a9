import type { ContentPageDto, Culture, HelpArticle } from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';

/** A Markdown page rendered by the server (help article, FAQ, legal or company page); null = no such page. */
export async function fetchContentPage(slug: string, signal?: AbortSignal): Promise<ContentPageDto | null> {
  try {
    return await apiClient.get<ContentPageDto>('/api/services/app/Content/GetPage', {
      query: { Slug: slug },
      silent: true,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const contentPageQueryOptions = (slug: string, culture: Culture) =>
  queryOptions({
    queryKey: ['content', 'page', culture, slug] as const,
    queryFn: ({ signal }) => fetchContentPage(slug, signal),
    staleTime: 30 * 60_000,
  });

/** Every help article with its plain text, for the instant search. */
export async function fetchHelpArticles(signal?: AbortSignal): Promise<HelpArticle[]> {
  const list = await apiClient.get<{ items: HelpArticle[] }>('/api/services/app/Content/GetHelpArticles', {
    silent: true,
    signal,
  });
  return list?.items ?? [];
}

export const helpArticlesQueryOptions = (culture: Culture) =>
  queryOptions({
    queryKey: ['content', 'help-articles', culture] as const,
    queryFn: ({ signal }) => fetchHelpArticles(signal),
    staleTime: 30 * 60_000,
  });
