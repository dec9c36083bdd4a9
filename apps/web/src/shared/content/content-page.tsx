import { useQuery } from '@tanstack/react-query';
import { useCulture } from '../i18n/use-culture';
import { contentPageQueryOptions } from './content-api';
import { ContentArticle } from './content-article';

/** A page whose text lives in content/{ru,en,tr}/<slug>.md, in the interface language. */
export function ContentPage({ slug }: { slug: string }) {
  const culture = useCulture();
  const query = useQuery(contentPageQueryOptions(slug, culture));
  return <ContentArticle page={query.data} isLoading={query.isPending} isError={query.isError} />;
}
