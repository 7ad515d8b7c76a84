import { useEffect, useId, useState, type CSSProperties } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../../../i18n';
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
  /** The story's language, on its text (the Read more button is in the reader's). */
  lang?: string;
}

/**
 * Whether the page is being printed: from the browser's beforeprint to its afterprint. The
 * change is committed at once, so the print itself already has it.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * The story's text with Read more / Read less, as paragraphs or on the protected canvas.
 * Printed, the whole text goes to paper (a clipping has no Read more to press).
 */
export function ArticleBody({
  text,
  threshold,
  protect = false,
  themeId,
  className,
  clampLines,
  lang,
}: ArticleBodyProps) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const printing = usePrinting();
  const bodyId = useId();
  const long = Array.from(text).length > threshold;
  const open = expanded || printing;
  const shown = long && !open ? excerpt(text, threshold) : text;
  const clamped = clampLines !== undefined && !open;

  return (
    <div className={['vx-herald-body', className].filter(Boolean).join(' ')}>
      <div
        id={bodyId}
        lang={lang}
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
          {expanded ? t('body.readLess') : t('body.readMore')}
        </button>
      )}
    </div>
  );
}
