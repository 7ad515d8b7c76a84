import { useId, useRef, useState } from 'react';
import { errorMessage } from '@voices/platform';
import { useBlock } from '@voices/platform/api';
import { BlockDialog, ReportDialog, toast, useDismiss, useMemberAction } from '@voices/ui';
import { BlockIcon, FlagIcon, MoreIcon } from '@voices/ui/icons';
import { useT } from '../../../i18n';

/** Another member's profile menu: Report them, and Block or Unblock (by `blockedByMe`). */
export function MemberMenu({
  member,
}: {
  member: { id: string; name: string; blockedByMe?: boolean };
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const asMember = useMemberAction();
  const block = useBlock();
  useDismiss(open, () => setOpen(false), container, trigger);

  const unblock = async () => {
    try {
      const answer = await block.mutateAsync({ id: member.id, block: false });
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, t('memberMenu.unblockFailed')));
    }
  };

  return (
    <div className="vx-profile-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="vx-btn vx-btn-icon"
        aria-label={t('memberMenu.more', { name: member.name })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreIcon size={18} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="vx-profile-menu-panel"
          role="group"
          aria-label={t('memberMenu.label')}
        >
          <button
            type="button"
            className="vx-profile-menu-item"
            onClick={() => {
              setOpen(false);
              asMember(() => setReporting(true));
            }}
          >
            <FlagIcon size={16} />
            <span>{t('memberMenu.report')}</span>
          </button>
          <button
            type="button"
            className="vx-profile-menu-item vx-profile-menu-item--danger"
            disabled={block.isPending}
            onClick={() => {
              setOpen(false);
              asMember(() => (member.blockedByMe ? void unblock() : setBlocking(true)));
            }}
          >
            <BlockIcon size={16} />
            <span>{member.blockedByMe ? t('memberMenu.unblock') : t('memberMenu.block')}</span>
          </button>
        </div>
      ) : null}
      <ReportDialog
        open={reporting}
        target={{ type: 'user', id: member.id, name: member.name }}
        onClose={() => setReporting(false)}
      />
      <BlockDialog
        open={blocking}
        member={{ id: member.id, name: member.name }}
        onClose={() => setBlocking(false)}
      />
    </div>
  );
}
