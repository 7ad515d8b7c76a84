import { useState } from 'react';
import { DEFAULT_AVATAR, resolveImagePath } from '@voices/platform';
import { Avatar, Modal } from '@voices/ui';
import { useT } from '../i18n';

export interface AvatarViewerProps {
  open: boolean;
  name: string;
  photo?: string | null;
  onClose(): void;
}

/** The profile photo, large. */
export function AvatarViewer({ open, name, photo, onClose }: AvatarViewerProps) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const src = photo?.trim() ? resolveImagePath(photo) : null;
  return (
    <Modal open={open} title={name || t('avatar.title')} onClose={onClose} size="lg">
      <div className="vx-profile-viewer">
        {src ? (
          <img
            className="vx-profile-viewer-image"
            src={failed ? DEFAULT_AVATAR : src}
            alt={t('avatar.alt', { name })}
            onError={() => setFailed(true)}
          />
        ) : (
          <Avatar name={name} size={240} />
        )}
      </div>
    </Modal>
  );
}
