import { useId } from 'react';
import { type ArticleSummary } from '@voices/platform';
import { useSearchNews } from '@voices/platform/api';
import { EmptyList } from '../../../components/list-states';
import { PagedArticleList } from '../../../components/paged-article-list';
import { articleImage } from '../../../lib/article';
import { pagedList } from '../../../lib/paged-list';
import { ArticleCard } from '../../../components/articles/article-card';
import { useT } from '../../../i18n';

export const SEARCH_PAGE_SIZE = 12;

/** A word of the search is in the headline or summary (a short stem too: 'elections' finds 'election'). */
export function matchesSearch(
  article: Pick<ArticleSummary, 'title' | 'description'>,
  query: string,
) {
  const haystack = `${article.title} ${article.description}`.toLocaleLowerCase();
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  return words.some((word) => {
    if (haystack.includes(word)) return true;
    return word.length > 4 && haystack.includes(word.slice(0, Math.max(4, word.length - 2)));
  });
}

/** The results of the front page's search: items with a picture whose words match. */
export function SearchResults({
  query,
  language,
  onClear,
}: {
  query: string;
  language: string;
  onClear: () => void;
}) {
  const t = useT();
  const list = pagedList(useSearchNews({ q: query, language, limit: SEARCH_PAGE_SIZE }));
  const titleId = useId();
  return (
    <section className="vx-feed-block" aria-labelledby={titleId}>
      <header className="vx-feed-section-header">
        <h2 id={titleId} className="vx-feed-section-title">
          {t('search.results', { query })}
        </h2>
        <button type="button" className="vx-btn vx-btn-sm" onClick={onClear}>
          {t('search.clear')}
        </button>
      </header>
      <PagedArticleList
        list={list}
        label={query}
        loadingText={t('search.loading')}
        moreText={t('search.more')}
        errorText={t('search.error')}
        filter={(article) => articleImage(article) !== null && matchesSearch(article, query)}
        empty={
          <EmptyList title={t('search.emptyTitle', { query })} message={t('search.emptyMessage')} />
        }
        renderItem={(article, index) => <ArticleCard article={article} eagerImage={index < 3} />}
      />
    </section>
  );
}
