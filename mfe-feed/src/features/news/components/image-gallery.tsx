import { DISPLAY_LIMITS } from '@voices/platform';
import { useState } from 'react';
import { ArticleImage } from '../../../components/article-image';
import { useT } from '../../../i18n';

// The arrows of the previous and next buttons, which are named by their labels.
const PREVIOUS_ARROW = '‹';
const NEXT_ARROW = '›';

/** A story's pictures: the main one large, up to nine thumbnails, previous/next going round. */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const t = useT();
  const shown = images.slice(0, DISPLAY_LIMITS.galleryMaxImages);
  const [index, setIndex] = useState(0);
  const count = shown.length;
  const current = shown[Math.min(index, count - 1)] ?? null;

  if (count === 0) return null;
  const go = (step: number) => setIndex((value) => (value + step + count) % count);

  return (
    <figure className="vx-feed-gallery">
      <div className="vx-feed-gallery-main">
        <ArticleImage
          key={current ?? ''}
          src={current}
          alt={count > 1 ? t('gallery.pictureOf', { title, index: index + 1, count }) : title}
          width={1200}
          height={675}
          eager
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="vx-feed-gallery-nav vx-feed-gallery-prev"
              aria-label={t('gallery.previous')}
              onClick={() => go(-1)}
            >
              {PREVIOUS_ARROW}
            </button>
            <button
              type="button"
              className="vx-feed-gallery-nav vx-feed-gallery-next"
              aria-label={t('gallery.next')}
              onClick={() => go(1)}
            >
              {NEXT_ARROW}
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="vx-feed-gallery-thumbs">
          {shown.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('gallery.show', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <ArticleImage src={src} width={96} height={64} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
