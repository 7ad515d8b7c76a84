import { useEffect, type RefObject } from 'react';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

function selectionTouches(root: HTMLElement): boolean {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return false;
  for (let i = 0; i < selection.rangeCount; i += 1) {
    if (selection.getRangeAt(i).intersectsNode(root)) return true;
  }
  return false;
}

/**
 * The public Daily Herald keeps its text from being lifted wholesale: copy, cut, the context
 * menu and dragging are refused inside the article, and select-all (Ctrl/⌘+A) is refused on
 * the page while it is shown, except in form fields, which keep working as usual.
 */
export function useCopyProtection(root: RefObject<HTMLElement>, enabled: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!enabled || !element) return;

    const refuse = (event: Event) => event.preventDefault();
    const onClipboard = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      if (element.contains(event.target as Node) || selectionTouches(element)) {
        event.preventDefault();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isEditable(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'a') event.preventDefault();
      else if ((key === 'c' || key === 'x') && selectionTouches(element)) event.preventDefault();
    };

    element.addEventListener('contextmenu', refuse);
    element.addEventListener('dragstart', refuse);
    element.addEventListener('selectstart', refuse);
    document.addEventListener('copy', onClipboard, true);
    document.addEventListener('cut', onClipboard, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      element.removeEventListener('contextmenu', refuse);
      element.removeEventListener('dragstart', refuse);
      element.removeEventListener('selectstart', refuse);
      document.removeEventListener('copy', onClipboard, true);
      document.removeEventListener('cut', onClipboard, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [root, enabled]);
}
