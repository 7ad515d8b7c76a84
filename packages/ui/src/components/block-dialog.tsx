import { errorMessage } from '@voices/platform';
import { useBlock } from '@voices/platform/api';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from './toaster';
import { t, useT } from '../i18n';

/** The block texts other screens show too, in the interface language when read. */
export const BLOCK_TEXT = {
  get explain(): string {
    return t('block.explain');
  },
  get failed(): string {
    return t('block.failed');
  },
  get unblockFailed(): string {
    return t('block.unblockFailed');
  },
};

export interface BlockDialogProps {
  open: boolean;
  member: { id: string; name?: string | null };
  onClose: () => void;
  /** Called once the server blocked them. */
  onBlocked?: () => void;
}

/** Asks before blocking a member, then blocks and says so with the server's words. */
export function BlockDialog({ open, member, onClose, onBlocked }: BlockDialogProps) {
  const t = useT();
  const block = useBlock();
  const name = member.name?.trim();
  const confirm = async () => {
    try {
      const answer = await block.mutateAsync({ id: member.id, block: true });
      toast.success(answer.message);
      onClose();
      onBlocked?.();
    } catch (error) {
      toast.error(errorMessage(error, t('block.failed')));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={name ? t('block.title', { name }) : t('block.titleUnnamed')}
      message={t('block.explain')}
      confirmLabel={t('block.confirm')}
      danger
      busy={block.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
