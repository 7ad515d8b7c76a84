import { useState } from 'react';
import { useSession, type ArticleSummary } from '@voices/platform';
import { ReportDialog, useMemberAction } from '@voices/ui';
import { FlagIcon } from '@voices/ui/icons';
import { articleTitle, isCommunityStory } from '../../lib/article';
import { useT } from '../../i18n';
import './articles.css';

/**
 * Report a community story from its card. News sources' items are not ours to judge, and a
 * member does not report their own story, so neither shows it.
 */
export function ReportButton({ article }: { article: ArticleSummary }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const asMember = useMemberAction();
  const me = useSession((state) => state.user?.id ?? null);
  if (!isCommunityStory(article) || (me && article.authorId === me)) return null;
  return (
    <>
      <button
        type="button"
        className="vx-feed-action vx-feed-action-icon"
        aria-label={t('card.report')}
        title={t('card.report')}
        onClick={() => asMember(() => setOpen(true))}
      >
        <FlagIcon size={16} />
      </button>
      <ReportDialog
        open={open}
        target={{ type: 'story', id: article.id, name: articleTitle(article) }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
