import { useState } from 'react';
import { useT } from '../../../../i18n';

interface HeraldImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'eager' | 'lazy';
}

/** A picture that gives way to a quiet placeholder when it cannot be loaded. */
export function HeraldImage({ src, alt, className, loading = 'lazy' }: HeraldImageProps) {
  const t = useT();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        className={['vx-herald-image-missing', className].filter(Boolean).join(' ')}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <span aria-hidden="true">{t('image.none')}</span>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
