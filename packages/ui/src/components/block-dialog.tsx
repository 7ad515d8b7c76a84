import { Suspense, lazy, useEffect, useRef, type ComponentType } from 'react';
import { toast } from './toaster';
import { t } from '../i18n';

// Every profile and story offers Block, few readers use it: the dialog, and the query library
// its call needs, load when it is first opened.
const BlockConfirm = lazy<ComponentType<BlockDialogProps>>(() =>
  import('./block-confirm').catch(() => ({ default: BlockUnavailable })),
);

/** The dialog could not be fetched (the network is gone): said as a failed block would be. */
function BlockUnavailable({ onClose }: BlockDialogProps) {
  const close = useRef(onClose);
  useEffect(() => {
    toast.error(t('block.failed'));
    close.current();
  }, []);
  return null;
}

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
