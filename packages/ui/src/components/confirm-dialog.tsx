import type { ReactNode } from 'react';
import { CommonTrans } from '@voices/platform';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive. */
  danger?: boolean;
  /** Disables both buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks a yes/no question; Escape, the backdrop and Cancel all answer no. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      title={title}
      onClose={cancel}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <button type="button" className="vx-btn" onClick={cancel} disabled={busy}>
            {cancelLabel ?? <CommonTrans id="action.cancel" />}
          </button>
          <button
            type="button"
            className={`vx-btn ${danger ? 'vx-btn-danger' : 'vx-btn-primary'}`}
            onClick={onConfirm}
            disabled={busy}
            data-autofocus
          >
            {confirmLabel ?? <CommonTrans id="action.confirm" />}
          </button>
        </>
      }
    >
      {typeof message === 'string' ? <p>{message}</p> : message}
    </Modal>
  );
}
