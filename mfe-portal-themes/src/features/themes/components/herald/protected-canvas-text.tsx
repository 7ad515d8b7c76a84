import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { DISPLAY_LIMITS, useTheme } from '@voices/platform';
import { clampCanvasWidth, wrapText } from '../../lib/canvas-text';
import { Paragraphs } from './paragraphs';

/**
 * A layout effect in the browser; nothing on the server, where a story page is drawn without
 * its canvas (React would warn that a layout effect does nothing there).
 */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

const LINE_HEIGHT = 1.7;

interface ProtectedCanvasTextProps {
  text: string;
  /** Changes when the article theme does, so the text is drawn again in its colours. */
  themeId: string;
}

/**
 * The article text drawn on a canvas, which a reader cannot select or copy. The canvas is
 * between 640 and 1400 pixels wide (the column's width times the screen's pixel density,
 * clamped) and shown at the column's width, so the type keeps its size on a phone and stays
 * sharp on a dense screen. It is drawn again when the column resizes, the fonts arrive, the
 * text changes, or the site or the article theme changes colour.
 *
 * Screen readers get the same text as real paragraphs in a visually hidden copy, and the
 * canvas is hidden from them. An aria-label on the canvas was the other way: it flattens the
 * story into one string that cannot be read line by line or paragraph by paragraph, and some
 * screen readers cut long labels short. The text is in the page either way (the API sends
 * it), so the hidden copy costs the protection nothing it really had: what it deters is the
 * casual select-and-copy, which the hidden copy (unselectable, and outside every selection
 * the page allows) does not reopen.
 */
export function ProtectedCanvasText({ text, themeId }: ProtectedCanvasTextProps) {
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [columnWidth, setColumnWidth] = useState(0);
  const [fontsReady, setFontsReady] = useState(0);
  const siteTheme = useTheme((state) => state.theme);

  useBrowserLayoutEffect(() => {
    const wrap = wrapRef.current;
    if (!wrap) return;
    const measure = () => setColumnWidth(wrap.clientWidth);
    measure();
    if (typeof ResizeObserver !== 'undefined') {
      const observer = new ResizeObserver(measure);
      observer.observe(wrap);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  useEffect(() => {
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) setFontsReady((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, []);

  const draw = useCallback(() => {
    const wrap = wrapRef.current;
    const canvas = canvasRef.current;
    if (!wrap || !canvas) return;
    const cssWidth = columnWidth > 0 ? columnWidth : DISPLAY_LIMITS.canvasMinWidth;
    const density = typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1;
    const width = clampCanvasWidth(cssWidth * density);
    const scale = width / cssWidth;
    const style = window.getComputedStyle(wrap);
    const fontSize = parseFloat(style.fontSize) || 18;
    const font = `${style.fontWeight || 'normal'} ${fontSize * scale}px ${style.fontFamily || 'Georgia, serif'}`;
    const lineHeight = fontSize * LINE_HEIGHT * scale;

    canvas.width = width;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.font = font;
    const lines = wrapText(text, width, (line) => context.measureText(line).width);
    const height = Math.max(1, Math.ceil(lines.length * lineHeight));
    canvas.height = height;
    canvas.style.height = `${height / scale}px`;
    // Resizing the canvas resets its state: set the font again before drawing.
    context.font = font;
    context.fillStyle = style.color || '#1a1a1a';
    context.textBaseline = 'middle';
    lines.forEach((line, index) => {
      if (line) context.fillText(line, 0, index * lineHeight + lineHeight / 2);
    });
  }, [text, columnWidth]);

  // Colours and fonts are read from the page, so a change of theme or fonts draws again.
  useBrowserLayoutEffect(draw, [draw, themeId, siteTheme, fontsReady]);

  return (
    <div className="vx-herald-canvas-text" ref={wrapRef}>
      <canvas ref={canvasRef} className="vx-herald-canvas" aria-hidden="true" />
      <div className="vx-visually-hidden vx-herald-canvas-copy">
        <Paragraphs text={text} />
      </div>
    </div>
  );
}
