import { useId, useRef, useState } from 'react';
import { useSession } from '@voices/platform';
import { BlockDialog, ReportDialog, useDismiss, useMemberAction } from '@voices/ui';
import { BlockIcon, FlagIcon, MoreIcon } from '@voices/ui/icons';
import { useT } from '../../../i18n';
import './story-menu.css';

export interface StoryMenuProps {
  storyId: string;
  title: string;
  authorId: string;
  authorName: string;
}

/**
 * The story page's menu: Report the story and Block its author. Nothing to offer on one's own
 * story; a visitor is sent to sign in first.
 */
export function StoryMenu({ storyId, title, authorId, authorName }: StoryMenuProps) {
  const t = useT();
  const me = useSession((state) => state.user?.id ?? null);
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const asMember = useMemberAction();
  useDismiss(open, () => setOpen(false), container, trigger);

  if (!storyId || (me && me === authorId)) return null;

  return (
    <div className="vx-themes-story-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="vx-btn vx-btn-icon vx-btn-sm"
        aria-label={t('menu.label')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon size={18} />
      </button>
      {open && (
        <div
          id={panelId}
          className="vx-themes-story-menu-panel"
          role="group"
          aria-label={t('menu.group')}
        >
          <button
            type="button"
            className="vx-themes-story-menu-item"
            onClick={() => {
              setOpen(false);
              asMember(() => setReporting(true));
            }}
          >
            <FlagIcon size={16} />
            <span>{t('menu.report')}</span>
          </button>
          {authorId && (
            <button
              type="button"
              className="vx-themes-story-menu-item vx-themes-story-menu-item--danger"
              onClick={() => {
                setOpen(false);
                asMember(() => setBlocking(true));
              }}
            >
              <BlockIcon size={16} />
              <span>{t('menu.block')}</span>
            </button>
          )}
        </div>
      )}
      <ReportDialog
        open={reporting}
        target={{ type: 'story', id: storyId, name: title }}
        onClose={() => setReporting(false)}
      />
      {authorId && (
        <BlockDialog
          open={blocking}
          member={{ id: authorId, name: authorName }}
          onClose={() => setBlocking(false)}
        />
      )}
    </div>
  );
}
