import { TIMINGS } from '@voices/contracts/constants';
import { useEffect, useState } from 'react';
import { Modal, toast } from '@voices/ui';

interface PublishSuccessDialogProps {
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
      toast.error('Failed to copy link');
    }
  };

  return (
    <Modal
      open={open}
      title="Story Published Successfully!"
      onClose={onClose}
      footer={
        <button type="button" className="vx-btn vx-btn-primary" onClick={onClose}>
          Close
        </button>
      }
    >
      <p>
        Thank you, {name || 'friend'}, for sharing your story with the Voices community. Readers can
        find it now.
      </p>
      <div className="vx-compose-share" role="group" aria-label="Share your story">
        <button type="button" className="vx-btn vx-btn-ghost vx-btn-sm" onClick={copy}>
          {copied ? 'Copied!' : 'Copy Link'}
        </button>
        <a
          className="vx-btn vx-btn-ghost vx-btn-sm"
          href={`https://wa.me/?text=${text}%20${encoded}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        <a
          className="vx-btn vx-btn-ghost vx-btn-sm"
          href={`https://twitter.com/intent/tweet?text=${text}&url=${encoded}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          X
        </a>
        <a
          className="vx-btn vx-btn-ghost vx-btn-sm"
          href={`https://www.facebook.com/sharer/sharer.php?u=${encoded}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Facebook
        </a>
      </div>
    </Modal>
  );
}
