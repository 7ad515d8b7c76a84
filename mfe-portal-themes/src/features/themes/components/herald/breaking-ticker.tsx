import type { CSSProperties } from 'react';
import { useT } from '../../../../i18n';
import { storyId, articleTitle, storyLanguage, type ThemeStory } from '../../../../lib/story';
import { StoryLink } from './herald-context';

/** The ticker takes 30 to 50 seconds to run through, longer the more it carries. */
export function tickerSeconds(itemCount: number): number {
  return Math.min(50, Math.max(30, itemCount * 8));
}

/**
 * The breaking-news ticker. The headlines run twice in a row so the loop has no gap; the
 * second run is hidden from assistive technology, which reads the list once. Hovering or
 * focusing it pauses it, and it stands still for readers who ask for less motion.
 */
export function BreakingTicker({ stories }: { stories: readonly ThemeStory[] }) {
  const t = useT();
  if (stories.length === 0) return null;
  const style = {
    '--vx-herald-ticker-duration': `${tickerSeconds(stories.length)}s`,
  } as CSSProperties;

  const run = (copy: boolean) => (
    <ul className="vx-herald-ticker-run" aria-hidden={copy || undefined}>
      {stories.map((story) => (
        <li key={storyId(story) || articleTitle(story)} lang={storyLanguage(story)}>
          {copy ? (
            <span>{articleTitle(story)}</span>
          ) : (
            <StoryLink story={story}>{articleTitle(story)}</StoryLink>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <section className="vx-herald-ticker" aria-label={t('ticker.label')} style={style}>
      <p className="vx-herald-ticker-label">{t('ticker.breaking')}</p>
      <div className="vx-herald-ticker-window">
        <div className="vx-herald-ticker-track">
          {run(false)}
          {run(true)}
        </div>
      </div>
    </section>
  );
}
