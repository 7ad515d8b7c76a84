import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useCommonT, useSession, type Story } from '@voices/platform';
import { useDeleteStory } from '@voices/platform/api';
import {
  BlockDialog,
  ConfirmDialog,
  ReportDialog,
  toast,
  useDismiss,
  useMemberAction,
} from '@voices/ui';
import { articleTitle } from '../../../lib/article';
import { saveArticle } from '../../../lib/save-article';
import { t as translate, useT } from '../i18n';

interface NewsItemMenuProps {
  story: Story;
}

/**
 * The three-dot menu of a story in the author list: Save; Edit and Delete on one's own; Report
 * and Block author on someone else's (a visitor is sent to sign in first).
 */
export function NewsItemMenu({ story }: NewsItemMenuProps) {
  const t = useT();
  const common = useCommonT();
  const [saveLabel, editLabel, deleteLabel] = [
    common('action.save'),
    common('action.edit'),
    common('action.delete'),
  ];
  const menuId = useId();
  const navigate = useNavigate();
  const userId = useSession((state) => state.user?.id ?? null);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const asMember = useMemberAction();
  const deletion = useDeleteStory();
  const rootRef = useRef<HTMLDivElement>(null);
  const own = Boolean(userId && story.authorId && story.authorId === userId);
  const id = story.id;

  useDismiss(open, () => setOpen(false), rootRef);

  const confirmDelete = async () => {
    try {
      await deletion.mutateAsync({ id, authorId: story.authorId });
      setConfirming(false);
      toast.success(translate('delete.done'));
    } catch (error) {
      setConfirming(false);
      toast.error(errorMessage(error, translate('delete.error')));
    }
  };

  return (
    <div className="vx-feed-item-menu" ref={rootRef}>
      <button
        type="button"
        className="vx-feed-item-menu-button"
        aria-label={t('menu.more', { title: articleTitle(story) })}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="5" r="1.8" fill="currentColor" />
          <circle cx="12" cy="12" r="1.8" fill="currentColor" />
          <circle cx="12" cy="19" r="1.8" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <ul className="vx-feed-item-menu-list" id={menuId}>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                void saveArticle(story);
              }}
            >
              {saveLabel}
            </button>
          </li>
          {!own && (
            <>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    asMember(() => setReporting(true));
                  }}
                >
                  {t('menu.report')}
                </button>
              </li>
              {story.authorId && (
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      asMember(() => setBlocking(true));
                    }}
                  >
                    {t('menu.block')}
                  </button>
                </li>
              )}
            </>
          )}
          {own && (
            <>
              <li>
                <button
                  type="button"
                  onClick={() => navigate(`/contribute/edit/${encodeURIComponent(id)}`)}
                >
                  {editLabel}
                </button>
              </li>
              <li>
                <button
                  type="button"
                  className="vx-feed-item-menu-danger"
                  onClick={() => {
                    setOpen(false);
                    setConfirming(true);
                  }}
                >
                  {deleteLabel}
                </button>
              </li>
            </>
          )}
        </ul>
      )}
      <ReportDialog
        open={reporting}
        target={{ type: 'story', id, name: articleTitle(story) }}
        onClose={() => setReporting(false)}
      />
      {story.authorId && (
        <BlockDialog
          open={blocking}
          member={{ id: story.authorId, name: story.author }}
          onClose={() => setBlocking(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('delete.title')}
        message={t('delete.message')}
        confirmLabel={deleteLabel}
        danger
        busy={deletion.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
