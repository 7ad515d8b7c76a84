import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useDismiss } from '../hooks/use-dismiss';
import { Spinner, useUiT as useT } from '@voices/ui';
import type { ShareMenuPanelProps } from './share-menu-panel';

export interface ShareMenuProps {
  url: string;
  title: string;
  /** The list's accessible name, e.g. "Share this article". */
  menuLabel: string;
  /** The trigger's classes, so it matches the buttons around it. */
  buttonClassName?: string;
  /** The icon alone (its name stays for assistive technology and as a tooltip). */
  compact?: boolean;
  /** Where the menu opens: above suits a trigger near the bottom of a card. */
  placement?: 'above' | 'below';
}

// A list shows a share button on every card, and most are never opened: the menu's code comes
// with the first opening.
const panelOnDemand = () =>
  lazy<ComponentType<ShareMenuPanelProps>>(() =>
    import('./share-menu-panel').then(
      (part) => ({ default: part.ShareMenuPanel }),
      (error: unknown) => {
        console.warn('The share menu could not be loaded:', error);
        return { default: PanelUnavailable };
      },
    ),
  );
let Panel = panelOnDemand();

/** The menu's code could not be fetched: the menu closes, and the next opening asks again. */
function PanelUnavailable({ onClose }: ShareMenuPanelProps) {
  useEffect(() => {
    Panel = panelOnDemand();
    onClose();
  }, [onClose]);
  return null;
}

/** Share: Copy Link, WhatsApp, X (Twitter) and Facebook. */
export function ShareMenu({
  url,
  title,
  menuLabel,
  buttonClassName = 'vx-btn vx-btn-sm',
  compact = false,
  placement = 'below',
}: ShareMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  // Here rather than in the menu, so Escape and a press outside close it while it loads too.
  useDismiss(open, close, rootRef, buttonRef);

  return (
    <div className="vx-share" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={compact ? t('share.button') : undefined}
        title={compact ? t('share.button') : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M18 16.1c-.8 0-1.5.3-2 .8l-7.1-4.1c.1-.3.1-.5.1-.8s0-.5-.1-.8L16 7.1c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .3 0 .5.1.8L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.7 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-3-2.8-3z"
          />
        </svg>
        {!compact && t('share.button')}
      </button>
      {open && (
        <Suspense
          fallback={
            <div className={`vx-share-menu vx-share-menu-${placement}`} id={menuId}>
              <Spinner size="sm" />
            </div>
          }
        >
          <Panel
            id={menuId}
            url={url}
            title={title}
            menuLabel={menuLabel}
            placement={placement}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
