// The dialog itself, loaded when a page first opens one (modal.tsx): its focus handling, the
// stack of open dialogs and the page's scroll lock. @voices/ui is a page singleton, so this file
// runs once per page whichever section opens the first dialog.
import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type MouseEvent,
} from 'react';
import { useCommonT } from '@voices/platform';
import type { ModalProps } from './modal';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

// Open dialogs, most recent last, and which dialog each was opened from (nested in the React
// tree). A nested dialog mounts before its parent's effects run, so the parent must not take
// the focus back from it.
const openStack: string[] = [];
const parents = new Map<string, string | null>();
const ParentModal = createContext<string | null>(null);

function isWithin(id: string | undefined, ancestor: string): boolean {
  for (let current = id ?? null; current; current = parents.get(current) ?? null) {
    if (current === ancestor) return true;
  }
  return false;
}

function innermostOpen(): string | undefined {
  return [...openStack]
    .reverse()
    .find((id) => !openStack.some((other) => other !== id && isWithin(other, id)));
}

let bodyLocks = 0;
let savedOverflow = '';

export function ModalDialog({
  title,
  onClose,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  closeOnBackdrop = true,
  className,
  closeLabel,
}: ModalProps) {
  // Only shared words here: the close button's name.
  const t = useCommonT();
  const id = useId();
  const parentId = useContext(ParentModal);
  const titleId = `${id}-title`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef<boolean | null>(null);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    openStack.push(id);
    parents.set(id, parentId);
    if (bodyLocks++ === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    const dialog = dialogRef.current;
    const activeDialog = document.activeElement?.closest<HTMLElement>('.vx-modal');
    if (dialog && !isWithin(activeDialog?.dataset.modalId, id)) {
      const autofocus = dialog.querySelector<HTMLElement>('[autofocus], [data-autofocus]');
      (autofocus ?? dialog).focus();
    }

    // Focus normally sits inside the dialog and onKeyDown below answers; this covers the case
    // where it was lost to the page (say, the focused element was removed).
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || innermostOpen() !== id) return;
      const active = document.activeElement;
      if (active && active !== document.body && active.closest('.vx-modal')) return;
      onCloseRef.current();
    };
    document.addEventListener('keydown', onDocumentKeyDown);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      const index = openStack.lastIndexOf(id);
      if (index >= 0) openStack.splice(index, 1);
      parents.delete(id);
      if (--bodyLocks === 0) document.body.style.overflow = savedOverflow;
      if (previouslyFocused && document.contains(previouslyFocused)) previouslyFocused.focus();
    };
  }, [id, parentId]);

  // React events bubble through portals, so the innermost open dialog answers first and stops it.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.closest('.vx-modal') === dialog,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };

  // A drag that starts inside the dialog and ends outside (selecting text) must not close it.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedHere = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = null;
    if (closeOnBackdrop && event.target === event.currentTarget && startedHere !== false) {
      onCloseRef.current();
    }
  };

  return (
    <div
      className="vx-modal-backdrop"
      onKeyDown={onKeyDown}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div
        ref={dialogRef}
        className={['vx-modal', `vx-modal-${size}`, className].filter(Boolean).join(' ')}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-modal-id={id}
      >
        <header className="vx-modal-header">
          <h2 id={titleId} className="vx-modal-title">
            {title}
          </h2>
          <button
            type="button"
            className="vx-modal-close"
            aria-label={closeLabel ?? t('action.close')}
            onClick={() => onCloseRef.current()}
          >
            ×
          </button>
        </header>
        <ParentModal.Provider value={id}>
          <div className="vx-modal-body">{children}</div>
          {footer ? <footer className="vx-modal-footer">{footer}</footer> : null}
        </ParentModal.Provider>
      </div>
    </div>
  );
}
