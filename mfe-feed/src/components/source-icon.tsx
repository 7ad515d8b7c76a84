import { useState } from 'react';
import { resolveImagePath } from '@voices/platform';
import { Avatar } from '@voices/ui';

/** A source's small icon, or the first letter of its name when it has none or it fails. */
export function SourceIcon({
  name,
  icon,
  size = 20,
}: {
  name: string;
  icon?: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!icon || failed === icon) return <Avatar name={name} size={size} />;
  return (
    <img
      className="vx-avatar"
      src={resolveImagePath(icon)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(icon)}
    />
  );
}
