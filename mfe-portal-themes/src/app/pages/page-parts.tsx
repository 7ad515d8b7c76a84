import { useId, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { categoryLabel, useCommonT } from '@voices/platform';
import { useT } from '../../i18n';
import { storyId, type ThemeStory } from '../../lib/story';
import { ThemeRenderer } from '../../features/themes/components/theme-renderer';

export const ALL_CATEGORIES = 'All';

/** Category pills: All first, then each category; the chosen one is pressed. */
export function CategoryPills({
  categories,
  active,
  onChange,
  label,
}: {
  categories: readonly string[];
  active: string;
  onChange: (category: string) => void;
  label: string;
}) {
  const t = useT();
  return (
    <div className="vx-themes-pills" role="group" aria-label={label}>
      {[ALL_CATEGORIES, ...categories].map((category) => (
        <button
          key={category}
          type="button"
          className="vx-themes-pill"
          aria-pressed={category === active}
          onClick={() => onChange(category)}
        >
          {category === ALL_CATEGORIES ? t('pills.all') : categoryLabel(category)}
        </button>
      ))}
    </div>
  );
}

/** A section of story cards drawn in a theme, with an optional control below. */
export function StoryCardGrid({
  title,
  stories,
  themeId,
  heading,
  onOpen,
  empty,
  footer,
}: {
  title: string;
  stories: readonly ThemeStory[];
  themeId: string;
  heading?: string;
  onOpen?: (story: ThemeStory) => void;
  /** What an empty list says; without it an empty list shows nothing at all. */
  empty?: string;
  footer?: ReactNode;
}) {
  const titleId = useId();
  if (stories.length === 0 && !empty) return null;
  return (
    <section className="vx-themes-more" aria-labelledby={titleId}>
      <h2 id={titleId} className="vx-themes-more-title">
        {title}
      </h2>
      {stories.length === 0 ? (
        <p className="vx-themes-more-empty">{empty}</p>
      ) : (
        <ul className="vx-themes-more-grid">
          {stories.map((story) => (
            <li key={storyId(story)}>
              <ThemeRenderer
                story={story}
                themeId={themeId}
                heading={heading}
                mode="card"
                onNavigate={onOpen}
              />
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}

/**
 * Back: to the profile when the reader came from it, else one step back, else the home page
 * when this page was the first of the visit.
 */
export function BackButton({ profileId }: { profileId?: string }) {
  const commonT = useCommonT();
  const label = commonT('action.back');
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { from?: unknown } | null;
  const cameFromProfile =
    profileId !== undefined &&
    (state?.from === 'profile' ||
      (typeof document !== 'undefined' &&
        document.referrer !== '' &&
        new URL(document.referrer, window.location.href).pathname.startsWith('/profile/')));

  const goBack = () => {
    if (cameFromProfile && profileId) navigate(`/profile/${encodeURIComponent(profileId)}`);
    else if (location.key !== 'default') navigate(-1);
    else navigate('/home');
  };

  return (
    <button type="button" className="vx-btn vx-btn-ghost vx-btn-sm" onClick={goBack}>
      <span aria-hidden="true">←</span> {label}
    </button>
  );
}
