import { useSearchParams } from 'react-router';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { filterOf } from './analytics-filter.ts';
import { AnalyticsOverview } from './AnalyticsOverview.tsx';
import { PostDetail } from './PostDetail.tsx';
import analyticsMessages from '../../locales/fr-pages/analytics.json';

// This page's French joins the catalogue with its chunk, before it renders.
addPageMessages('analytics', analyticsMessages);

/** /analytics: the period's statistics, or one post's (`?post={id}`), the period kept in the address. */
export function AnalyticsPage() {
  const t = useT();
  useDocumentTitle(t('analytics.title'));
  const [params] = useSearchParams();
  const filter = filterOf(params);
  const post = params.get('post');
  return post ? <PostDetail contentId={post} filter={filter} /> : <AnalyticsOverview filter={filter} />;
}
