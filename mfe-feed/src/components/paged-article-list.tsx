import type { ReactNode } from 'react';
import { errorMessage, useCommonT, type ArticleSummary } from '@voices/platform';
import type { PagedList } from '../lib/paged-list';
import { useT } from '../i18n';
import { EmptyList, ErrorState, LoadingState } from './list-states';
import './common.css';

interface PagedArticleListProps {
  list: PagedList<ArticleSummary>;
  /**
   * The category's name as the messages say it, in the interface language: 'Sports' in
   * 'No Sports news articles found.'
   */
  label: string;
  renderItem: (article: ArticleSummary, index: number) => ReactNode;
  /** Shown when the list is empty, instead of 'No {label} news articles found.' */
  empty?: ReactNode;
  /** Shown while the first page loads, instead of 'Loading {label} news...' */
  loadingText?: string;
  /** The paging button, instead of 'Show More {label} News'. */
  moreText?: string;
  /** The failure message when the server gives none, instead of 'Failed to fetch {label} news.' */
  errorText?: string;
  /** Keeps only some of the items (a search shows only those with a picture). */
  filter?: (article: ArticleSummary) => boolean;
  className?: string;
}

/** A news list with its states (spec 001 §4) and 'Show More {label} News' while a next page exists. */
export function PagedArticleList({
  list,
  label,
  renderItem,
  empty,
  filter,
  loadingText,
  moreText,
  errorText,
  className = 'vx-feed-grid',
}: PagedArticleListProps) {
  const t = useT();
  const loadingMore = useCommonT()('status.loading');
  const failed = errorText ?? t('list.error', { category: label });

  if (list.status === 'idle') return null;
  if (list.status === 'loading') {
    return <LoadingState label={loadingText ?? t('list.loading', { category: label })} />;
  }
  if (list.status === 'error') {
    return <ErrorState message={errorMessage(list.error, failed)} onRetry={list.retry} />;
  }

  const items = filter ? list.items.filter(filter) : list.items;
  const more = list.hasMore;

  return (
    <>
      {items.length === 0 && !more ? (
        empty !== undefined ? (
          empty
        ) : (
          <EmptyList title={t('list.empty', { category: label })} />
        )
      ) : (
        <div className={className}>
          {items.map((article, index) => (
            <div key={article.id} className="vx-feed-grid-item">
              {renderItem(article, index)}
            </div>
          ))}
        </div>
      )}
      {list.moreError !== undefined && (
        <p className="vx-feed-more-error" role="alert">
          {errorMessage(list.moreError, failed)}
        </p>
      )}
      {more && (
        <div className="vx-feed-more">
          <button
            type="button"
            className="vx-btn vx-btn-lg"
            onClick={list.loadMore}
            disabled={list.status === 'loading-more'}
            aria-busy={list.status === 'loading-more'}
          >
            {list.status === 'loading-more'
              ? loadingMore
              : (moreText ?? t('list.more', { category: label }))}
          </button>
        </div>
      )}
    </>
  );
}
