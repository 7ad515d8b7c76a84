import { useState } from 'react';
import './article-image.css';

interface ArticleImageProps {
  src: string | null;
  alt?: string;
  width: number;
  height: number;
  className?: string;
  /** The first screenful's picture loads at once; the rest when scrolled near. */
  eager?: boolean;
}

/** A news picture, or the 'No Image Available' placeholder when it is missing or fails. */
export function ArticleImage({
  src,
  alt = '',
  width,
  height,
  className,
  eager = false,
}: ArticleImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = ['vx-feed-image', className].filter(Boolean).join(' ');

  if (!src || failedSrc === src) {
    return (
      <div
        className={`${classes} vx-feed-image-missing`}
        role="img"
        aria-label="No Image Available"
      >
        <span aria-hidden="true">No Image Available</span>
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailedSrc(src)}
    />
  );
}
