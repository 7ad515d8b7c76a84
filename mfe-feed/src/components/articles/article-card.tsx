import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ArticleSummary } from '@voices/platform';
import { FactCheckBadge } from '@voices/ui';
import { ShareMenu } from '@voices/ui/share-menu';
import {
  articleCategoryName,
  articleDate,
  articleImage,
  articleTitle,
  authorHref,
  isCommunityStory,
  relativeDate,
  shareUrl,
  sourceLabel,
  summaryText,
  snippet,
} from '../../lib/article';
import { ArticleImage } from '../article-image';
import { ArticleLink } from '../article-link';
import { SourceIcon } from '../source-icon';
import { onDemand } from '../../lib/on-demand';
import type { RelatedNewsProps } from './related-news';
import { RelatedNewsEmpty, RelatedNewsFrame, RelatedNewsLoading } from './related-news-states';
import { ReportButton } from './report-button';
import { SaveButton } from './save-button';
import { useT } from '../../i18n';
import './articles.css';

/**
 * A related list whose code could not be fetched fails as quietly as its call would ('No related
 * news found'); opening it again asks for the code anew.
 */
function RelatedNewsUnavailable({ open, id, retry }: RelatedNewsProps & { retry: () => void }) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) retry();
    wasOpen.current = open;
  }, [open, retry]);
  if (!open) return null;
  return (
    <RelatedNewsFrame id={id}>
      <RelatedNewsEmpty />
    </RelatedNewsFrame>
  );
}

// A card's related stories show only when asked for: the list's code, and the call it makes,
// come with the first card whose related stories a reader opens.
const RelatedNews = onDemand(
  () => import('./related-news').then((part) => part.RelatedNews),
  RelatedNewsUnavailable,
);

export interface ArticleCardProps {
  article: ArticleSummary;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Loads the image at once (the first cards of a page). */
  eagerImage?: boolean;
  /** Lays image and text side by side on wide screens. */
  layout?: 'stacked' | 'horizontal';
}

/**
 * One news item (spec 001 §2): source and author link, category, picture, headline, summary,
 * date, 'Read Full Article', related stories, share and save.
 */
export function ArticleCard({
  article,
  headingLevel = 3,
  eagerImage = false,
  layout = 'stacked',
}: ArticleCardProps) {
  const t = useT();
  const relatedId = useId();
  const [relatedOpen, setRelatedOpen] = useState(false);
  const [relatedRequested, setRelatedRequested] = useState(false);
  const Heading = `h${headingLevel}` as const;

  const source = sourceLabel(article);
  const href = authorHref(article);
  const category = articleCategoryName(article);
  const date = articleDate(article);
  const relative = relativeDate(article);
  const title = articleTitle(article);
  const summary = snippet(summaryText(article), 220);
  const icon = article.source_icon || (isCommunityStory(article) ? article.authorPhoto : null);

  const toggleRelated = () => {
    setRelatedRequested(true);
    setRelatedOpen((value) => !value);
  };

  const byline = (
    <>
      <span aria-hidden="true" className="vx-feed-card-source-icon">
        <SourceIcon name={source} icon={icon} />
      </span>
      <span className="vx-feed-card-source-name">{source}</span>
    </>
  );

  return (
    <article className={`vx-feed-card vx-feed-card-${layout}`}>
      <div className="vx-feed-card-media">
        <ArticleLink article={article} className="vx-feed-card-media-link" decorative>
          <ArticleImage
            src={articleImage(article)}
            width={640}
            height={360}
            eager={eagerImage}
            className="vx-feed-card-image"
          />
        </ArticleLink>
        {category && <span className="vx-feed-card-category">{category}</span>}
      </div>
      <div className="vx-feed-card-body">
        <div className="vx-feed-card-meta">
          {href ? (
            <Link className="vx-feed-card-source" to={href}>
              {byline}
            </Link>
          ) : (
            <span className="vx-feed-card-source">{byline}</span>
          )}
          {relative && date && (
            <time
              className="vx-feed-card-date"
              dateTime={new Date(date).toISOString()}
              suppressHydrationWarning
            >
              {relative}
            </time>
          )}
        </div>
        <FactCheckBadge
          status={article.verificationStatus}
          moderationStatus={article.moderationStatus}
          className="vx-feed-card-factcheck"
        />
        <Heading className="vx-feed-card-title">
          <ArticleLink article={article}>{title}</ArticleLink>
        </Heading>
        {summary && <p className="vx-feed-card-summary">{summary}</p>}
        <div className="vx-feed-card-actions">
          <ArticleLink article={article} className="vx-feed-card-read">
            {t('card.readFull')}
          </ArticleLink>
          <span className="vx-feed-card-tools">
            <ShareMenu
              url={shareUrl(article)}
              title={title}
              menuLabel={t('card.share')}
              buttonClassName="vx-feed-action vx-feed-action-icon"
              placement="above"
              compact
            />
            <SaveButton article={article} compact />
            <ReportButton article={article} />
          </span>
        </div>
        <button
          type="button"
          className="vx-feed-card-related-toggle"
          aria-expanded={relatedOpen}
          aria-controls={relatedOpen ? relatedId : undefined}
          onClick={toggleRelated}
        >
          {relatedOpen ? t('card.hideRelated') : t('card.showRelated')}
          <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        {relatedRequested && (
          <Suspense
            fallback={
              relatedOpen && (
                <RelatedNewsFrame id={relatedId}>
                  <RelatedNewsLoading />
                </RelatedNewsFrame>
              )
            }
          >
            <RelatedNews article={article} requested open={relatedOpen} id={relatedId} />
          </Suspense>
        )}
      </div>
    </article>
  );
}
