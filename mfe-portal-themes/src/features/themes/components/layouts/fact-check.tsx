import { FactCheckBadge } from '@voices/ui';
import { useT } from '../../../../i18n';
import type { ThemeStory } from '../../../../lib/story';
import './fact-check.css';

/** A story's fact-check label, 'verified' or 'disputed', or null. */
export function factCheckOf(story: ThemeStory): 'verified' | 'disputed' | null {
  if (story.verificationStatus === 'verified' || story.isVerified === true) return 'verified';
  if (story.verificationStatus === 'disputed' || story.flaggedAsFake === true) return 'disputed';
  return null;
}

/**
 * The fact-check box under a headline, as a paper prints a correction: a stamp, a line saying
 * who checked, and the moderator's note. It takes the theme's type and paper; only the stamp's
 * colour is the same in every theme.
 */
export function FactCheckBox({ story }: { story: ThemeStory }) {
  const t = useT();
  const status = factCheckOf(story);
  if (!status) return null;
  const note = story.verificationNote?.trim();
  const verified = status === 'verified';
  return (
    <aside
      className={`vx-factcheck vx-factcheck--${status}`}
      aria-label={verified ? t('factCheck.labelVerified') : t('factCheck.labelDisputed')}
    >
      <p className="vx-factcheck-head">
        <span className="vx-factcheck-stamp">
          <span aria-hidden="true">{verified ? '✓' : '!'}</span>{' '}
          {verified ? t('factCheck.verified') : t('factCheck.disputed')}
        </span>
        <span className="vx-factcheck-who">
          {verified ? t('factCheck.verifiedLine') : t('factCheck.disputedLine')}
        </span>
      </p>
      {note ? <p className="vx-factcheck-note">{note}</p> : null}
    </aside>
  );
}

/** The small mark on a card. */
export function FactCheckMark({ story }: { story: ThemeStory }) {
  return (
    <FactCheckBadge
      status={factCheckOf(story)}
      moderationStatus={story.moderationStatus}
      className="vx-card-factcheck"
    />
  );
}
