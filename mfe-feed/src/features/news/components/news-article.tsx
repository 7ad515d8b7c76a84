import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, type Article } from '@voices/platform';
import { Avatar, FactCheckBadge } from '@voices/ui';
import {
  articleCategoryName,
  articleDate,
  articleTitle,
  authorHref,
  externalLink,
  imageMedia,
  isCommunityStory,
  relativeDate,
  sourceLabel,
} from '../../../lib/article';
import { useT } from '../../../i18n';
import { ImageGallery } from './image-gallery';
import './news-article.css';

function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n|\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

interface NewsArticleProps {
  article: Article;
  /** Share and save, drawn by the page. */
  actions?: ReactNode;
}

/** A whole story or source item: headline, byline, pictures and text, always as plain text. */
export function NewsArticle({ article, actions }: NewsArticleProps) {
  const t = useT();
  const story = isCommunityStory(article);
  const title = articleTitle(article);
  const category = articleCategoryName(article);
  const date = articleDate(article);
  const parsed = date ? new Date(date) : null;
  const valid = parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
  const byline = story ? article.author?.trim() || t('article.contributor') : sourceLabel(article);
  const href = authorHref(article);
  const link = externalLink(article);
  const description = article.description.trim();
  const content = article.content.trim();
  const body = paragraphs(content && content !== description ? content : '');

  return (
    <article className="vx-feed-article">
      <header className="vx-feed-article-header">
        {category && <p className="vx-kicker">{category}</p>}
        <h1 className="vx-feed-article-title">{title}</h1>
        {article.verificationStatus && (
          <p className="vx-feed-article-factcheck">
            <FactCheckBadge status={article.verificationStatus} />
            {article.verificationNote && <span>{article.verificationNote}</span>}
          </p>
        )}
        {description && !story && <p className="vx-feed-article-standfirst">{description}</p>}
        <div className="vx-feed-article-byline">
          <Avatar
            name={byline}
            photo={story ? article.authorPhoto : article.source_icon}
            size={40}
          />
          <div>
            {href ? (
              <Link to={href} className="vx-feed-article-author">
                {byline}
              </Link>
            ) : (
              <span className="vx-feed-article-author">{byline}</span>
            )}
            {valid && (
              <p className="vx-feed-article-date">
                <time dateTime={valid.toISOString()}>{formatDate(valid, DATE_FORMAT)}</time>
                {relativeDate(article) && <span> · {relativeDate(article)}</span>}
              </p>
            )}
          </div>
          {actions && <div className="vx-feed-article-actions">{actions}</div>}
        </div>
      </header>
      <ImageGallery images={imageMedia(article)} title={title} />
      <div className="vx-feed-article-body">
        {story && description && <p>{description}</p>}
        {body.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {!story && body.length === 0 && !description && (
          <p className="vx-muted">{t('article.noSummary')}</p>
        )}
      </div>
      <footer className="vx-feed-article-footer">
        {link && !story && (
          <a
            className="vx-btn vx-btn-primary"
            href={link}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('card.readFull')}
          </a>
        )}
        {story && (
          <Link
            className="vx-btn vx-btn-primary"
            to={`/contribute/news/${encodeURIComponent(article.id)}`}
          >
            {t('article.readInTheme')}
          </Link>
        )}
        {story && article.authorId && (
          <Link className="vx-btn" to={`/news?authorId=${encodeURIComponent(article.authorId)}`}>
            {t('article.moreFrom', { name: byline })}
          </Link>
        )}
      </footer>
    </article>
  );
}
