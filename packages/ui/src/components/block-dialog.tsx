import { Suspense } from 'react';
import { dialogOnDemand } from './dialog-on-demand';
import { loadModalDialog } from './modal';
import { t } from '../i18n';

// Every profile and story offers Block, few readers use it: the dialog, and the query library
// its call needs, load when it is first opened.
const BlockConfirm = dialogOnDemand<BlockDialogProps>(
  () => Promise.all([import('./block-confirm'), loadModalDialog()]).then(([module]) => module),
  () => t('block.failed'),
);

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
export function BlockDialog(props: BlockDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <BlockConfirm {...props} />
    </Suspense>
  );
}
