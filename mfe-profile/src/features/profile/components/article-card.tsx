import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  DISPLAY_LIMITS,
  categoryLabel,
  resolveMediaPath,
  type Article as NewsArticle,
} from '@voices/platform';
import { FactCheckBadge } from '@voices/ui';
import { useT } from '../../../i18n';
import { cutText, formatDate, stripMarkup } from '../../../lib/text';

type Article = NewsArticle & { summary?: string | null; image?: string | null };

/** The story's picture: its image, else its first media file that is not a video. */
export function articleImage(article: Article): string | null {
  const candidates = [article.image_url, article.image, ...(article.media ?? [])];
  const first = candidates.find(
    (item): item is string =>
      typeof item === 'string' && item.trim() !== '' && !/\.mp4($|\?)/i.test(item),
  );
  return first ? resolveMediaPath(first) : null;
}

/** The summary when there is one, else the first 100 characters of the text without markup. */
export function articleSummary(article: Article): string {
  const summary = stripMarkup(article.summary ?? article.description ?? '');
  if (summary) return summary;
  return cutText(stripMarkup(article.content), DISPLAY_LIMITS.profileSummaryChars);
}

export function articleDate(article: Article): string | null {
  return article.publishedAt || article.createdAt || null;
}

export function articlePath(article: Pick<Article, 'id'>): string {
  return `/contribute/news/${encodeURIComponent(article.id)}`;
}

function CardImage({ src }: { src: string | null }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="vx-profile-article-image vx-profile-article-image--empty" aria-hidden="true">
        {t('common.noImage')}
      </div>
    );
  }
  return (
    <img
      className="vx-profile-article-image"
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

export function ArticleCard({ article }: { article: Article }) {
  const t = useT();
  const titleId = useId();
  const image = articleImage(article);
  const date = articleDate(article);
  const shown = formatDate(date);
  return (
    <article className="vx-card vx-profile-article" aria-labelledby={titleId}>
      <CardImage key={image ?? ''} src={image} />
      <div className="vx-profile-article-body">
        {article.category ? <p className="vx-kicker">{categoryLabel(article.category)}</p> : null}
        <FactCheckBadge
          status={article.verificationStatus}
          moderationStatus={article.moderationStatus}
          className="vx-profile-article-mark"
        />
        {article.moderationStatus === 'hidden' ? (
          <p className="vx-profile-article-hidden">
            {article.moderationReason
              ? t('card.hiddenReason', { reason: article.moderationReason })
              : t('card.hidden')}
          </p>
        ) : null}
        <h3 id={titleId} className="vx-profile-article-title">
          {article.title || t('common.noTitle')}
        </h3>
        <p className="vx-profile-article-summary">{articleSummary(article)}</p>
        <div className="vx-profile-article-footer">
          {shown && date ? (
            <time className="vx-profile-article-date" dateTime={date}>
              {shown}
            </time>
          ) : (
            <span />
          )}
          <Link
            className="vx-profile-article-link"
            to={articlePath(article)}
            aria-describedby={titleId}
          >
            {t('card.readMore')}
          </Link>
        </div>
      </div>
    </article>
  );
}
