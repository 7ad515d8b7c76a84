import { TIMINGS } from '@voices/platform';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@voices/ui';
import { useT } from '../../../../i18n';
import { articleTitle, storyLanguage, type ThemeStory } from '../../../../lib/story';
import { pagerTargets } from '../../lib/herald-content';
import { useHerald } from './herald-context';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * Previous and Next through the list, wrapping around at both ends. Next goes back to the
 * top of the page and shows a short loading state (600 ms) before the story changes.
 */
export function StoryPager({
  story,
  stories,
}: {
  story: ThemeStory;
  stories: readonly ThemeStory[];
}) {
  const t = useT();
  const { preview, openStory: open } = useHerald();
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const targets = pagerTargets(story, stories);
  if (!targets) return null;

  const goNext = () => {
    if (loading) return;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    setLoading(true);
    timer.current = setTimeout(() => {
      setLoading(false);
      open(targets.next);
    }, TIMINGS.nextArticleLoadingMs);
  };

  return (
    <nav className="vx-herald-pager" aria-label={t('pager.label')} aria-busy={loading}>
      <button
        type="button"
        className="vx-herald-pager-button"
        disabled={preview || loading}
        onClick={() => open(targets.previous)}
      >
        <span className="vx-herald-pager-dir">{t('pager.previous')}</span>
        <span className="vx-herald-pager-title" lang={storyLanguage(targets.previous)}>
          {articleTitle(targets.previous)}
        </span>
      </button>
      {loading && <Spinner size="sm" label={t('pager.loadingNext')} showLabel inline />}
      <button
        type="button"
        className="vx-herald-pager-button vx-herald-pager-button--next"
        disabled={preview || loading}
        onClick={goNext}
      >
        <span className="vx-herald-pager-dir">{t('pager.next')}</span>
        <span className="vx-herald-pager-title" lang={storyLanguage(targets.next)}>
          {articleTitle(targets.next)}
        </span>
      </button>
    </nav>
  );
}
