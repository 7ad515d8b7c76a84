import { Link } from 'react-router-dom';
import { Spinner } from '@voices/ui';
import {
  articleId,
  articleImage,
  articleTitle,
  relativeDate,
  sourceLabel,
  type Article,
} from '../../../lib/article';
import { useRelatedNews } from '../api/get-related-news';
import { ArticleImage } from '../../../components/article-image';
import './articles.css';

interface RelatedNewsProps {
  article: Article;
  /** Whether the list has ever been opened: it is fetched then, and only once. */
  requested: boolean;
  open: boolean;
  id?: string;
  /** How many to show: 3 under a card, 6 under a full article. */
  limit?: number;
  /** The heading level of 'Related Stories' in the page's outline. */
  headingLevel?: 2 | 4;
}

/** The related list under a card: 'Related Stories', or 'No related news found'. */
export function RelatedNews({
  article,
  requested,
  open,
  id,
  limit,
  headingLevel = 4,
}: RelatedNewsProps) {
  const related = useRelatedNews(article, requested, limit);
  const Heading = `h${headingLevel}` as const;
  if (!open) return null;

  return (
    <section className="vx-feed-related" id={id} aria-label="Related News">
      {related.status === 'loading' ? (
        <Spinner size="sm" label="Loading related news..." showLabel inline />
      ) : related.data && related.data.length > 0 ? (
        <>
          <Heading className="vx-feed-related-title">Related Stories</Heading>
          <ul className="vx-feed-related-list">
            {related.data.map((item) => {
              const date = relativeDate(item);
              return (
                <li key={articleId(item)} className="vx-feed-related-item">
                  <ArticleImage
                    src={articleImage(item)}
                    width={72}
                    height={54}
                    className="vx-feed-related-image"
                  />
                  <div>
                    <Link to={`/news/${encodeURIComponent(articleId(item))}`}>
                      {articleTitle(item)}
                    </Link>
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
        <p className="vx-feed-related-empty">No related news found</p>
      )}
    </section>
  );
}
