import { useT } from '../i18n';

export interface SpinnerProps {
  /** What is loading; read by screen readers, and shown when showLabel is set. */
  label?: string;
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Sits in a line of text instead of centring itself in a block. */
  inline?: boolean;
  className?: string;
}

export function Spinner({
  label,
  showLabel = false,
  size = 'md',
  inline = false,
  className,
}: SpinnerProps) {
  const t = useT();
  return (
    <div
      className={['vx-spinner-wrap', inline && 'vx-spinner-inline', className]
        .filter(Boolean)
        .join(' ')}
      role="status"
    >
      <span className={`vx-spinner vx-spinner-${size}`} aria-hidden="true" />
      <span className={showLabel ? 'vx-spinner-label' : 'vx-visually-hidden'}>
        {label ?? t('spinner.loading')}
      </span>
    </div>
  );
}
