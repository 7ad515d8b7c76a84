import { type FeedTab } from '@voices/platform';
import { useCategoryNews } from '@voices/platform/api';
import { PagedArticleList } from '../../../components/paged-article-list';
import { ArticleCard } from '../../../components/articles/article-card';
import { categoryName } from '../../../lib/category';
import { pagedList } from '../../../lib/paged-list';

/** A tab shows a grid of twelve a page. */
export const TAB_PAGE_SIZE = 12;

/** A tab (or a topic of the side column) with its sub-filter, page by page. */
export function CategoryNews({
  tab,
  subcategory,
  language,
}: {
  tab: FeedTab;
  subcategory: string | null;
  language: string;
}) {
  const list = pagedList(
    useCategoryNews({ category: tab.id, language, subcategory, limit: TAB_PAGE_SIZE }),
  );
  return (
    <PagedArticleList
      list={list}
      label={categoryName(tab.id)}
      className="vx-feed-grid vx-feed-grid-lead"
      renderItem={(article, index) => (
        <ArticleCard
          article={article}
          eagerImage={index < 3}
          layout={index === 0 ? 'horizontal' : 'stacked'}
        />
      )}
    />
  );
}
