import { SimpleGrid, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFound } from '../../shared/ui/not-found';
import { SimplePage } from '../../shared/ui/simple-page';
import { HELP_ARTICLES, isHelpArticleSlug } from './help-articles';
import classes from './help-pages.module.css';

/** /help: the help centre (the search box comes with the article content). */
export function HelpCentrePage() {
  const { t } = useTranslation('pages');
  return (
    <SimplePage titleKey="pages:help.title" introKey="pages:help.intro">
      <Title order={2} size="h3" mb="md">
        {t('help.articlesTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        {HELP_ARTICLES.map((slug) => (
          <Link key={slug} to={`/help/${slug}`} className={classes.article}>
            {t(`helpArticles.${slug}`)}
            <IconChevronRight size={18} aria-hidden="true" />
          </Link>
        ))}
      </SimpleGrid>
    </SimplePage>
  );
}

/** /help/:article */
export function HelpArticlePage() {
  const { article } = useParams();
  if (!isHelpArticleSlug(article)) return <NotFound />;
  return <SimplePage titleKey={`pages:helpArticles.${article}`} introKey="pages:helpArticle.intro" />;
}

/** /faq */
export function FaqPage() {
  return <SimplePage titleKey="pages:faq.title" introKey="pages:faq.intro" />;
}
