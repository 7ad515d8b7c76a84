import { DISPLAY_LIMITS } from '@voices/platform';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@voices/ui';
import { useT } from '../../../../i18n';
import type { StoryImage } from '../../../../lib/story';
import { HeraldImage } from './herald-image';

/** The arrows drawn on the buttons (their names are their labels). */
const PREVIOUS_ARROW = '‹';
const NEXT_ARROW = '›';

/** How far a finger travels across the picture to move to the next one. */
const SWIPE_PX = 40;

/** One step through `count` pictures, wrapping around at both ends. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

interface ImageViewerProps {
  images: readonly StoryImage[];
  index: number;
  title: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}

/** The full-screen viewer: Escape closes it, the arrow keys step through the pictures. */
function ImageViewer({ images, index, title, onIndex, onClose }: ImageViewerProps) {
  const t = useT();
  const count = images.length;
  const image = images[index];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') {
        event.preventDefault();
        onIndex(wrapIndex(index + 1, count));
      } else if (event.key === 'ArrowLeft') {
        event.preventDefault();
        onIndex(wrapIndex(index - 1, count));
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndex]);

  return (
    <Modal
      open
      onClose={onClose}
      size="xl"
      className="vx-herald-viewer"
      title={t('gallery.viewerTitle', { number: index + 1, count })}
      closeLabel={t('gallery.closeViewer')}
    >
      <div className="vx-herald-viewer-stage">
        {image && (
          <HeraldImage
            key={image.src}
            src={image.src}
            alt={t('gallery.imageAlt', { title, number: index + 1, count })}
            className="vx-herald-viewer-image"
            loading="eager"
          />
        )}
        {count > 1 && (
          <div className="vx-herald-viewer-controls">
            <button
              type="button"
              className="vx-herald-arrow"
              aria-label={t('gallery.previous')}
              onClick={() => onIndex(wrapIndex(index - 1, count))}
            >
              <span aria-hidden="true">{PREVIOUS_ARROW}</span>
            </button>
            <button
              type="button"
              className="vx-herald-arrow"
              aria-label={t('gallery.next')}
              onClick={() => onIndex(wrapIndex(index + 1, count))}
            >
              <span aria-hidden="true">{NEXT_ARROW}</span>
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

interface ImageGalleryProps {
  images: readonly StoryImage[];
  /** The story's title, for the pictures' descriptions. */
  title: string;
  /** The card form: the main picture (its small file) and its arrows, no strip of thumbnails. */
  compact?: boolean;
}

/**
 * A story's pictures: the main one (click to enlarge), Previous and Next with wrap-around,
 * and the thumbnails of the others (at most nine, since a story has at most ten).
 */
export function ImageGallery({ images, title, compact = false }: ImageGalleryProps) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const touchStart = useRef<number | null>(null);
  const shown = images.slice(0, DISPLAY_LIMITS.galleryMaxImages);
  const count = shown.length;
  if (count === 0) return null;
  const current = wrapIndex(index, count);
  const image = shown[current]!;
  const others = shown
    .map((item, position) => ({ item, position }))
    .filter(({ position }) => position !== current)
    .slice(0, DISPLAY_LIMITS.galleryThumbnails);

  return (
    <figure
      className={compact ? 'vx-herald-gallery vx-herald-gallery--compact' : 'vx-herald-gallery'}
    >
      <div
        className="vx-herald-gallery-main"
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          touchStart.current = null;
          const end = event.changedTouches[0]?.clientX;
          if (start === null || end === undefined || count < 2) return;
          // A swipe of more than 40 px moves one picture, wrapping around at both ends.
          if (Math.abs(end - start) > SWIPE_PX) {
            setIndex(wrapIndex(current + (end < start ? 1 : -1), count));
          }
        }}
      >
        <button
          type="button"
          className="vx-herald-gallery-open"
          onClick={() => setViewing(true)}
          aria-label={t('gallery.enlarge', { number: current + 1, count, title })}
        >
          <HeraldImage
            key={image.src}
            src={compact ? image.thumb : image.src}
            alt={t('gallery.imageAlt', { title, number: current + 1, count })}
            className="vx-herald-gallery-image"
            loading={compact ? 'lazy' : 'eager'}
          />
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              className="vx-herald-arrow vx-herald-arrow--prev"
              aria-label={t('gallery.previous')}
              onClick={() => setIndex(wrapIndex(current - 1, count))}
            >
              <span aria-hidden="true">{PREVIOUS_ARROW}</span>
            </button>
            <button
              type="button"
              className="vx-herald-arrow vx-herald-arrow--next"
              aria-label={t('gallery.next')}
              onClick={() => setIndex(wrapIndex(current + 1, count))}
            >
              <span aria-hidden="true">{NEXT_ARROW}</span>
            </button>
            <p className="vx-herald-gallery-count" aria-live="polite">
              {current + 1} / {count}
            </p>
          </>
        )}
      </div>
      {!compact && others.length > 0 && (
        <ul className="vx-herald-thumbs" aria-label={t('gallery.more')}>
          {others.map(({ item, position }) => (
            <li key={`${position}:${item.thumb}`}>
              <button
                type="button"
                className="vx-herald-thumb"
                aria-label={t('gallery.show', { number: position + 1, count })}
                onClick={() => setIndex(position)}
              >
                <HeraldImage src={item.thumb} alt="" loading="eager" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewing && (
        <ImageViewer
          images={shown}
          index={current}
          title={title}
          onIndex={setIndex}
          onClose={() => setViewing(false)}
        />
      )}
    </figure>
  );
}
