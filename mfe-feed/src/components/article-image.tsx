import { useState } from 'react';
import { useT } from '../i18n';
import './article-image.css';

interface ArticleImageProps {
  src: string | null;
  alt?: string;
  width: number;
  height: number;
  className?: string;
  /** The first screenful's picture loads at once; the rest when scrolled near. */
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched before the other pictures and scripts. */
  priority?: boolean;
}

/**
 * The attribute that asks for a picture before the page's others. React 18 knows no
 * fetchPriority prop, so it is written as the attribute is spelt, which React passes on.
 */
const HIGH_PRIORITY = { fetchpriority: 'high' };

/** A news picture, or the 'No Image Available' placeholder when it is missing or fails. */
export function ArticleImage({
  src,
  alt = '',
  width,
  height,
  className,
  eager = false,
  priority = false,
}: ArticleImageProps) {
  const t = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = ['vx-feed-image', className].filter(Boolean).join(' ');

  if (!src || failedSrc === src) {
    return (
      <div
        className={`${classes} vx-feed-image-missing`}
        role="img"
        aria-label={t('article.noImage')}
      >
        <span aria-hidden="true">{t('article.noImage')}</span>
      </div>
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      {...(priority ? HIGH_PRIORITY : {})}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}
