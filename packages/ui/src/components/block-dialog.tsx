import { errorMessage, useBlock } from '@voices/platform';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from './toaster';

export const BLOCK_TEXT = {
  explain:
    "They will not be told. They won't be able to follow you, and you won't see their stories.",
  failed: 'Could not block this member. Please try again.',
  unblockFailed: 'Could not unblock this member. Please try again.',
} as const;

export interface BlockDialogProps {
  open: boolean;
  member: { id: string; name?: string | null };
  onClose: () => void;
  /** Called once the server blocked them. */
  onBlocked?: () => void;
}

/** Asks before blocking a member, then blocks and says so with the server's words. */
export function BlockDialog({ open, member, onClose, onBlocked }: BlockDialogProps) {
  const block = useBlock();
  const name = member.name?.trim() || 'this member';
  const confirm = async () => {
    try {
      const answer = await block.mutateAsync({ id: member.id, block: true });
      toast.success(answer.message);
      onClose();
      onBlocked?.();
    } catch (error) {
      toast.error(errorMessage(error, BLOCK_TEXT.failed));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={`Block ${name}?`}
      message={BLOCK_TEXT.explain}
      confirmLabel="Block"
      danger
      busy={block.isPending}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
