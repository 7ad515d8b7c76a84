import { useState } from 'react';
import { categoryLabel } from '@voices/platform';
import { useCategoryNews, useReverseGeocode } from '@voices/platform/api';
import { EmptyList, LoadingState } from '../../../components/list-states';
import { PagedArticleList } from '../../../components/paged-article-list';
import { useGeolocation } from '../../../hooks/use-geolocation';
import { pagedList } from '../../../lib/paged-list';
import { ArticleCard } from '../../../components/articles/article-card';
import { TAB_PAGE_SIZE } from './category-news';
import { useT } from '../../../i18n';
import { LocationBar } from './location-bar';

/** The Local tab: the news of the reader's state, found from their position or named by hand. */
export function LocalNews({ language }: { language: string }) {
  const t = useT();
  const local = categoryLabel('local');
  const [named, setNamed] = useState<string | null>(null);
  const position = useGeolocation(named === null);
  const place = useReverseGeocode(position.data);
  const found = place.data?.state || place.data?.region || place.data?.county || null;
  const state = named ?? found;
  const list = pagedList(
    useCategoryNews(state ? { category: 'local', language, state, limit: TAB_PAGE_SIZE } : null),
  );
  const locating = named === null && (position.isFetching || place.isFetching);

  return (
    <>
      <LocationBar place={state} onRename={setNamed} />
      {state ? (
        <PagedArticleList
          list={list}
          label={local}
          className="vx-feed-grid vx-feed-grid-lead"
          renderItem={(article, index) => (
            <ArticleCard article={article} layout={index === 0 ? 'horizontal' : 'stacked'} />
          )}
        />
      ) : locating ? (
        <LoadingState label={t('local.finding')} />
      ) : (
        <EmptyList title={t('list.empty', { category: local })} message={t('local.emptyMessage')} />
      )}
    </>
  );
}
