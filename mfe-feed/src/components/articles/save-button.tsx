import { useCommonT, type ArticleSummary } from '@voices/platform';
import { toast } from '@voices/ui';
import { t } from '../../i18n';
import './articles.css';

// A list shows a Save button on every card: the saving's code, and the calls it makes, come
// with the first press.
function save(article: ArticleSummary): Promise<void> {
  return import('../../lib/save-article').then(
    ({ saveArticle }) => saveArticle(article),
    () => {
      toast.error(t('save.error'));
    },
  );
}

export function SaveButton({
  article,
  compact = false,
}: {
  article: ArticleSummary;
  compact?: boolean;
}) {
  const common = useCommonT();
  const label = common('action.save');
  return (
    <button
      type="button"
      className={compact ? 'vx-feed-action vx-feed-action-icon' : 'vx-feed-action'}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      onClick={() => void save(article)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          d="M6 3h12v18l-6-4-6 4z"
        />
      </svg>
      {!compact && label}
    </button>
  );
}
