import { useState, type CSSProperties } from 'react';
import { DEFAULT_AVATAR, resolveImagePath } from '@voices/platform';
import { useT } from '../i18n';

export interface AvatarProps {
  name: string;
  photo?: string | null;
  /** Width and height in pixels. */
  size?: number;
  className?: string;
}

// White initials stay above 4.5:1 on every one of these.
const COLORS = [
  '#b91c1c',
  '#1d4ed8',
  '#15803d',
  '#7c3aed',
  '#be185d',
  '#0f766e',
  '#b45309',
  '#4338ca',
  '#9a3412',
  '#6b7280',
];

function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? '#6b7280';
}

function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** A round portrait: the photo, its initial letter when there is none, the default avatar when it fails. */
export function Avatar({ name, photo, size = 40, className }: AvatarProps) {
  const t = useT();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = ['vx-avatar', className];
  const box: CSSProperties = { width: size, height: size };
  const label = name.trim() || t('avatar.unnamed');

  if (!photo || !photo.trim()) {
    return (
      <span
        className={[...classes, 'vx-avatar-initial'].filter(Boolean).join(' ')}
        role="img"
        aria-label={label}
        style={{ ...box, background: colorFor(name), fontSize: Math.round(size * 0.42) }}
      >
        <span aria-hidden="true">{initialOf(name)}</span>
      </span>
    );
  }

  const src = resolveImagePath(photo);
  return (
    <img
      className={classes.filter(Boolean).join(' ')}
      src={failedSrc === src ? DEFAULT_AVATAR : src}
      alt={label}
      width={size}
      height={size}
      style={box}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (failedSrc !== src) setFailedSrc(src);
      }}
    />
  );
}
