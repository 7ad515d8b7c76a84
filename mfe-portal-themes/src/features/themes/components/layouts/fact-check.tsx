import { FactCheckBadge } from '@voices/ui';
import type { ThemeStory } from '../../../../lib/story';
import './fact-check.css';

export const FACT_CHECK_TEXT = {
  verified: 'Verified',
  disputed: 'Disputed',
  verifiedLine: 'Checked by the Voices moderators.',
  disputedLine: 'The Voices moderators dispute what this story says.',
} as const;

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
  const status = factCheckOf(story);
  if (!status) return null;
  const note = story.verificationNote?.trim();
  return (
    <aside
      className={`vx-factcheck vx-factcheck--${status}`}
      aria-label={`Fact check: ${FACT_CHECK_TEXT[status]}`}
    >
      <p className="vx-factcheck-head">
        <span className="vx-factcheck-stamp">
          <span aria-hidden="true">{status === 'verified' ? '✓' : '!'}</span>{' '}
          {FACT_CHECK_TEXT[status]}
        </span>
        <span className="vx-factcheck-who">
          {status === 'verified' ? FACT_CHECK_TEXT.verifiedLine : FACT_CHECK_TEXT.disputedLine}
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
