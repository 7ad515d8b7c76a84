import { useId, useState, type CSSProperties } from 'react';
import { excerpt } from '../../../../lib/story';
import { Paragraphs } from './paragraphs';
import { ProtectedCanvasText } from './protected-canvas-text';

interface ArticleBodyProps {
  text: string;
  /** Longer texts open collapsed to about this many characters, with Read more. */
  threshold: number;
  /** Draw the text on the copy-protected canvas (the public full view). */
  protect?: boolean;
  themeId: string;
  className?: string;
  /** While collapsed, the text is also clamped to this many lines (a featured lead). */
  clampLines?: number;
}

/** The story's text with Read more / Read less, as paragraphs or on the protected canvas. */
export function ArticleBody({
  text,
  threshold,
  protect = false,
  themeId,
  className,
  clampLines,
}: ArticleBodyProps) {
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const long = Array.from(text).length > threshold;
  const shown = long && !expanded ? excerpt(text, threshold) : text;
  const clamped = clampLines !== undefined && !expanded;

  return (
    <div className={['vx-herald-body', className].filter(Boolean).join(' ')}>
      <div
        id={bodyId}
        className={
          clamped ? 'vx-herald-body-text vx-herald-body-text--clamped' : 'vx-herald-body-text'
        }
        style={
          clamped ? ({ '--vx-herald-clamp-lines': String(clampLines) } as CSSProperties) : undefined
        }
      >
        {protect ? (
          <ProtectedCanvasText text={shown} themeId={themeId} />
        ) : (
          <Paragraphs text={shown} className="vx-herald-paragraph" />
        )}
      </div>
      {long && (
        <button
          type="button"
          className="vx-herald-read-more"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Read less' : 'Read more'}
        </button>
      )}
    </div>
  );
}
