import { useId } from 'react';
import type { ArticleSummary } from '@voices/platform';
import { ArticleImage } from '../../../components/article-image';
import { ArticleLink } from '../../../components/article-link';
import {
  articleCategoryName,
  articleLargeImage,
  articleTitle,
  relativeDate,
  snippet,
  sourceLabel,
  summaryText,
} from '../../../lib/article';
import { useT } from '../../../i18n';
import './feed.css';

interface TopStoriesProps {
  /** The lead story, then up to three more. */
  lead: ArticleSummary;
  items: ArticleSummary[];
}

function Byline({ article }: { article: ArticleSummary }) {
  const date = relativeDate(article);
  return (
    <p className="vx-feed-top-byline">
      <span>{sourceLabel(article)}</span>
      {date && <span suppressHydrationWarning> · {date}</span>}
    </p>
  );
}

/** Top Stories: one large story with its picture, and three numbered ones beside it. */
export function TopStories({ lead, items }: TopStoriesProps) {
  const t = useT();
  const titleId = useId();
  const category = articleCategoryName(lead);
  return (
    <section className="vx-feed-top" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-feed-section-title">
        {t('front.topStories')}
      </h2>
      <div className="vx-feed-top-grid">
        <article className="vx-feed-top-lead">
          <ArticleLink article={lead} className="vx-feed-top-lead-media" decorative>
            <ArticleImage src={articleLargeImage(lead)} width={960} height={540} priority />
          </ArticleLink>
          {category && <p className="vx-kicker">{category}</p>}
          <h3 className="vx-feed-top-lead-title">
            <ArticleLink article={lead}>{articleTitle(lead)}</ArticleLink>
          </h3>
          <p className="vx-feed-top-lead-summary">{snippet(summaryText(lead), 280)}</p>
          <Byline article={lead} />
        </article>
        {items.length > 0 && (
          <ol className="vx-feed-top-list">
            {items.map((article, index) => (
              <li key={article.id} className="vx-feed-top-item">
                <span className="vx-feed-top-number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className="vx-feed-top-item-title">
                    <ArticleLink article={article}>{articleTitle(article)}</ArticleLink>
                  </h3>
                  {summaryText(article) && (
                    <p className="vx-feed-top-item-summary">{snippet(summaryText(article), 110)}</p>
                  )}
                  <Byline article={article} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
