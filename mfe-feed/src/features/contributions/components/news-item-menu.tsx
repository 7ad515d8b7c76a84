import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useDeleteStory, useSession, type Story } from '@voices/platform';
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

interface NewsItemMenuProps {
  story: Story;
}

/**
 * The three-dot menu of a story in the author list: Save; Edit and Delete on one's own; Report
 * and Block author on someone else's (a visitor is sent to sign in first).
 */
export function NewsItemMenu({ story }: NewsItemMenuProps) {
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
      toast.success('News deleted successfully!');
    } catch (error) {
      setConfirming(false);
      toast.error(errorMessage(error, 'Error deleting news'));
    }
  };

  return (
    <div className="vx-feed-item-menu" ref={rootRef}>
      <button
        type="button"
        className="vx-feed-item-menu-button"
        aria-label={`More actions for ${articleTitle(story)}`}
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
              Save
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
                  Report
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
                    Block author
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
                  Edit
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
                  Delete
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
        title="Delete News"
        message="Are you sure you want to delete this news? This action cannot be undone."
        confirmLabel="Delete"
        danger
        busy={deletion.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
