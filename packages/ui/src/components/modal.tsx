import { Suspense, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { dialogOnDemand } from './dialog-on-demand';
import { t } from '../i18n';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** 'alertdialog' for questions that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Backdrop clicks close the dialog unless this is false. */
  closeOnBackdrop?: boolean;
  className?: string;
  closeLabel?: string;
}

/**
 * The dialog's code (modal-dialog.tsx), fetched once. Parts that load on demand and open a
 * dialog at once (a report form, a block question) ask for it beside their own file, so the two
 * come together instead of one after the other.
 */
export const loadModalDialog = () =>
  import(/* webpackChunkName: "modal-dialog" */ './modal-dialog').then((module) => ({
    default: module.ModalDialog,
  }));

// Few pages open a dialog before the reader asks for one: its code, about 1 KB after gzip, is
// not part of any first visit. The first dialog a page opens appears once it has come.
const ModalDialog = dialogOnDemand<ModalProps>(loadModalDialog, () => t('dialog.failed'));

/** A dialog over the page: focus moves into it, Escape and the backdrop close it. */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>,
    document.body,
  );
}
