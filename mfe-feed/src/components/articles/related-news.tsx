import { Link } from 'react-router-dom';
import { DISPLAY_LIMITS, type ArticleSummary } from '@voices/platform';
import { useRelatedNews } from '@voices/platform/api';
import {
  articleCategory,
  articleImage,
  articleTitle,
  readHref,
  relatedKeywords,
  relativeDate,
  sourceLabel,
} from '../../lib/article';
import { ArticleImage } from '../article-image';
import { RelatedNewsEmpty, RelatedNewsFrame, RelatedNewsLoading } from './related-news-states';
import { useT } from '../../i18n';
import './articles.css';

export interface RelatedNewsProps {
  article: ArticleSummary;
  /** Whether the list has ever been opened: it is fetched then, and only once. */
  requested: boolean;
  open: boolean;
  id?: string;
  /** How many to show: 3 under a card, 6 under a full article. */
  limit?: number;
  /** The heading level of 'Related Stories' in the page's outline. */
  headingLevel?: 2 | 4;
}

/**
 * The related list under a card: 'Related Stories', or 'No related news found' (also when the
 * call fails, as the spec asks). The item itself is never in its own list.
 */
export function RelatedNews({
  article,
  requested,
  open,
  id,
  limit = DISPLAY_LIMITS.relatedOnCard,
  headingLevel = 4,
}: RelatedNewsProps) {
  const t = useT();
  const related = useRelatedNews(
    {
      keywords: relatedKeywords(article),
      category: articleCategory(article),
      language: article.language,
      limit,
      exclude: article.id,
    },
    requested,
  );
  const Heading = `h${headingLevel}` as const;
  if (!open) return null;
  const items = (related.data ?? []).filter((item) => item.id !== article.id).slice(0, limit);

  return (
    <RelatedNewsFrame id={id}>
      {related.isPending ? (
        <RelatedNewsLoading />
      ) : items.length > 0 ? (
        <>
          <Heading className="vx-feed-related-title">{t('related.title')}</Heading>
          <ul className="vx-feed-related-list">
            {items.map((item) => {
              const date = relativeDate(item);
              return (
                <li key={item.id} className="vx-feed-related-item">
                  <ArticleImage
                    src={articleImage(item)}
                    width={72}
                    height={54}
                    className="vx-feed-related-image"
                  />
                  <div>
                    <Link to={readHref(item)}>{articleTitle(item)}</Link>
                    <p className="vx-feed-related-meta">
                      {sourceLabel(item)}
                      {date && ` · ${date}`}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <RelatedNewsEmpty />
      )}
    </RelatedNewsFrame>
  );
}
