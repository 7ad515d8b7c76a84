import { useId } from 'react';
import {
  categoryLabel,
  errorMessage,
  frontPageLeadIndex,
  type ArticleSummary,
} from '@voices/platform';
import { useCategoryNews } from '@voices/platform/api';
import { EmptyList, ErrorState, LoadingState } from '../../../components/list-states';
import { PagedArticleList } from '../../../components/paged-article-list';
import { ArticleCard } from '../../../components/articles/article-card';
import { LatestStories } from './latest-stories';
import { pagedList } from '../../../lib/paged-list';
import { useT } from '../../../i18n';
import { TopStories } from './top-stories';
import './feed.css';

/** Items per page: the front page fills its sections from one page. */
const HOME_PAGE_SIZE = 20;
/** The front page's fixed slices: lead and three numbered, six latest, the rest recommended. */
const TOP_COUNT = 4;
const LATEST_COUNT = 6;

/** The Home tab: Top Stories, Latest News, the community's stories, then Recommended. */
export function FrontPage({ language }: { language: string }) {
  const t = useT();
  const home = categoryLabel('home');
  const list = pagedList(useCategoryNews({ category: 'home', language, limit: HOME_PAGE_SIZE }));
  const latestId = useId();
  const recommendedId = useId();

  if (list.status === 'loading' || list.status === 'idle') {
    return <LoadingState label={t('list.loading', { category: home })} />;
  }
  if (list.status === 'error') {
    return (
      <ErrorState
        message={errorMessage(list.error, t('list.error', { category: home }))}
        onRetry={list.retry}
      />
    );
  }
  if (list.items.length === 0) {
    return (
      <>
        <EmptyList title={t('list.empty', { category: home })} />
        <LatestStories />
      </>
    );
  }

  // The first of the first items with a picture (the gateway names that picture to the browser
  // with the page, by the same rule).
  const leadIndex = frontPageLeadIndex(list.items);
  const lead = list.items[leadIndex] as ArticleSummary;
  const rest = list.items.filter((_, index) => index !== leadIndex);
  const numbered = rest.slice(0, TOP_COUNT - 1);
  const latest = rest.slice(TOP_COUNT - 1, TOP_COUNT - 1 + LATEST_COUNT);
  const recommended = { ...list, items: rest.slice(TOP_COUNT - 1 + LATEST_COUNT) };

  return (
    <>
      <TopStories lead={lead} items={numbered} />
      {latest.length > 0 && (
        <section className="vx-feed-block" aria-labelledby={latestId}>
          <h2 id={latestId} className="vx-feed-section-title">
            {t('front.latestNews')}
          </h2>
          <div className="vx-feed-grid">
            {latest.map((article, index) => (
              <ArticleCard key={article.id} article={article} eagerImage={index < 3} />
            ))}
          </div>
        </section>
      )}
      <LatestStories />
      {(recommended.items.length > 0 || recommended.hasMore) && (
        <section className="vx-feed-block" aria-labelledby={recommendedId}>
          <h2 id={recommendedId} className="vx-feed-section-title">
            {t('front.recommended')}
          </h2>
          <PagedArticleList
            list={recommended}
            label={home}
            empty={null}
            renderItem={(article) => <ArticleCard article={article} />}
          />
        </section>
      )}
    </>
  );
}
