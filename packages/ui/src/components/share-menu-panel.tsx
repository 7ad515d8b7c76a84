import { toast, useUiT as useT } from '@voices/ui';

export interface ShareMenuPanelProps {
  id: string;
  url: string;
  title: string;
  menuLabel: string;
  placement: 'above' | 'below';
  onClose: () => void;
}

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** The open share menu: Copy Link, WhatsApp, X (Twitter) and Facebook. */
export function ShareMenuPanel({
  id,
  url,
  title,
  menuLabel,
  placement,
  onClose,
}: ShareMenuPanelProps) {
  const t = useT();

  const copy = async () => {
    onClose();
    try {
      await copyText(url);
      toast.success(t('share.copied'));
    } catch {
      window.alert(t('share.copyFailed'));
    }
  };

  const link = encodeURIComponent(url);
  const targets = [
    { label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    {
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${link}`,
    },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ];

  return (
    <ul className={`vx-share-menu vx-share-menu-${placement}`} id={id} aria-label={menuLabel}>
      <li>
        <button type="button" onClick={() => void copy()}>
          {t('share.copyLink')}
        </button>
      </li>
      {targets.map((target) => (
        <li key={target.label}>
          <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
            {target.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
