import { Anchor, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { helpArticlesQueryOptions } from '../../shared/content/content-api';
import { ContentPage } from '../../shared/content/content-page';
import { useCulture } from '../../shared/i18n/use-culture';
import { SimplePage } from '../../shared/ui/simple-page';
import classes from './help-pages.module.css';
import { searchHelp } from './lib/help-search';

/** /help: the help centre with an instant search across every article in the interface language. */
export function HelpCentrePage() {
  const { t } = useTranslation('pages');
  const culture = useCulture();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const articles = useQuery(helpArticlesQueryOptions(culture));
  const hits = useMemo(() => searchHelp(articles.data ?? [], query), [articles.data, query]);

  const setQuery = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  return (
    <SimplePage titleKey="pages:help.title" introKey="pages:help.intro">
      <TextInput
        size="lg"
        radius="md"
        maw={640}
        mb="xl"
        type="search"
        label={t('help.searchLabel')}
        placeholder={t('help.searchPlaceholder')}
        leftSection={<IconSearch size={20} aria-hidden="true" />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        data-testid="help-search"
      />
      {query.trim() ? (
        <section aria-live="polite">
          <Title order={2} size="h3" mb="md">
            {t('help.resultsTitle')}
          </Title>
          {hits.length === 0 && !articles.isPending ? (
            <Text c="dimmed" data-testid="help-no-results">
              {t('help.noResults', { query })}
            </Text>
          ) : (
            <Stack gap="md">
              {hits.map(({ article, snippet }) => (
                <div key={article.slug} data-testid={`help-result-${article.slug}`}>
                  <Anchor component={Link} to={`/help/${article.slug}`} fw={700} size="lg">
                    {article.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {snippet}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </section>
      ) : (
        <>
          <Title order={2} size="h3" mb="md">
            {t('help.allTopics')}
          </Title>
          {articles.isPending ? (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              {Array.from({ length: 9 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={i} height={56} radius="md" />
              ))}
            </SimpleGrid>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
              {(articles.data ?? []).map((article) => (
                <Link
                  key={article.slug}
                  to={`/help/${article.slug}`}
                  className={classes.article}
                  data-testid={`help-topic-${article.slug}`}
                >
                  {article.title}
                  <IconChevronRight size={18} aria-hidden="true" />
                </Link>
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </SimplePage>
  );
}

/** /help/:article — one article, from content/{culture}/help/<article>.md. */
export function HelpArticlePage() {
  const { article = '' } = useParams();
  const safe = /^[A-Za-z][\w-]*$/.test(article) ? article : 'missing';
  return <ContentPage slug={`help/${safe}`} />;
}

/** /faq */
export function FaqPage() {
  return <ContentPage slug="faq" />;
}
