import { errorMessage } from '@voices/platform';
import { useBlock } from '@voices/platform/api';
import { ConfirmDialog } from './confirm-dialog';
import { toast } from './toaster';
import type { BlockDialogProps } from './block-dialog';
import { useT } from '../i18n';

/** BlockDialog's dialog, loaded when first opened: asks, blocks, says so with the server's words. */
export default function BlockConfirm({ open, member, onClose, onBlocked }: BlockDialogProps) {
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
