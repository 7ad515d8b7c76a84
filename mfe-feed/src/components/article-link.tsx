import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ArticleSummary } from '@voices/platform';
import { externalLink, isCommunityStory, readHref } from '../lib/article';

interface ArticleLinkProps {
  article: ArticleSummary;
  className?: string;
  children: ReactNode;
  /** For a second link to the same place (a picture beside its headline): out of the tab order. */
  decorative?: boolean;
}

/**
 * Where an article opens: a source item's original page in a new tab (its page here when it
 * has no link), a community story in its author's theme.
 */
export function ArticleLink({
  article,
  className,
  children,
  decorative = false,
}: ArticleLinkProps) {
  const hidden = decorative ? ({ tabIndex: -1, 'aria-hidden': true } as const) : {};
  const external = isCommunityStory(article) ? null : externalLink(article);
  if (external) {
    return (
      <a
        className={className}
        href={external}
        target="_blank"
        rel="noopener noreferrer"
        {...hidden}
      >
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={readHref(article)} {...hidden}>
      {children}
    </Link>
  );
}
