import type { ContentPageDto } from '@charterdesk/domain';
import { Alert, Skeleton, Stack, Text, TypographyStylesProvider } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppName } from '../i18n/use-app-name';
import { formatDocumentTitle } from '../i18n/use-page-title';
import { dateTimeFormat } from '../lib/format-date';
import { NotFound } from '../ui/not-found';
import { PageHeader } from '../ui/page-header';

export interface ContentArticleProps {
  page: ContentPageDto | null | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** A server-rendered Markdown page: its title as h1 and document title, the date of legal texts, the body. */
export function ContentArticle({ page, isLoading, isError }: ContentArticleProps) {
  const { t, i18n } = useTranslation('pages');
  const appName = useAppName();
  useEffect(() => {
    if (page) document.title = formatDocumentTitle(appName, page.title);
  }, [appName, page]);

  if (isLoading) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={36} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="80%" />
      </Stack>
    );
  }
  if (!isError && !page) return <NotFound />;
  if (isError || !page) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('contentPage.loadError')}
      </Alert>
    );
  }
  const updated = page.updated
    ? // a calendar date: the same day wherever the reader is (and as the server drew it)
      dateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${page.updated}T00:00:00Z`),
      )
    : null;
  return (
    <article>
      <PageHeader title={page.title} intro={page.description} />
      {updated ? (
        <Text size="sm" c="dimmed" mb="md">
          {t('contentPage.updated', { date: updated })}
        </Text>
      ) : null}
      <TypographyStylesProvider maw={760}>
        {/* HTML rendered by our server from the repo's reviewed Markdown, raw HTML stripped */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted server-rendered content */}
        <div dangerouslySetInnerHTML={{ __html: page.html }} />
      </TypographyStylesProvider>
    </article>
  );
}
