import { useEffect, useState } from 'react';
import { TIMINGS, CommonTrans } from '@voices/platform';
import { Modal, toast } from '@voices/ui';
import { t as translate, useT } from '../../../i18n';

/** Where a story can be shared: the services' own names, the same in every language. */
const SHARE_SERVICES = [
  { name: 'WhatsApp', href: (text: string, url: string) => `https://wa.me/?text=${text}%20${url}` },
  {
    name: 'X',
    href: (text: string, url: string) => `https://twitter.com/intent/tweet?text=${text}&url=${url}`,
  },
  {
    name: 'Facebook',
    href: (_text: string, url: string) => `https://www.facebook.com/sharer/sharer.php?u=${url}`,
  },
] as const;

export interface PublishSuccessDialogProps {
  open: boolean;
  name: string;
  title: string;
  /** The story's address on this site. */
  link: string;
  onClose: () => void;
}

/** 'Story Published Successfully!', with the thanks and the share control. */
export function PublishSuccessDialog({
  open,
  name,
  title,
  link,
  onClose,
}: PublishSuccessDialogProps) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMINGS.copiedIconMs);
    return () => clearTimeout(timer);
  }, [copied]);

  const url = new URL(link, window.location.origin).toString();
  const text = encodeURIComponent(title);
  const encoded = encodeURIComponent(url);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(translate('published.copyFailed'));
    }
  };

  return (
    <Modal
      open={open}
      title={t('published.title')}
      onClose={onClose}
      footer={
        <button type="button" className="vx-btn vx-btn-primary" onClick={onClose}>
          <CommonTrans id="action.close" />
        </button>
      }
    >
      <p>{name ? t('published.thanks', { name }) : t('published.thanksAnonymous')}</p>
      <div className="vx-compose-share" role="group" aria-label={t('published.share')}>
        <button type="button" className="vx-btn vx-btn-ghost vx-btn-sm" onClick={copy}>
          {copied ? t('published.copied') : t('published.copy')}
        </button>
        {SHARE_SERVICES.map((service) => (
          <a
            key={service.name}
            className="vx-btn vx-btn-ghost vx-btn-sm"
            href={service.href(text, encoded)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {service.name}
          </a>
        ))}
      </div>
    </Modal>
  );
}
