/** The Voices mark, as the site header draws it. */
export function VoicesMark({ size = 44 }: { size?: number }) {
  return (
    <svg
      className="vx-auth-mark"
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M14 18h8.5L32 41.5 41.5 18H50L36.5 48h-9z" fill="var(--vx-accent-contrast, #fff)" />
      <circle cx="49" cy="47" r="5" fill="#f59e0b" />
    </svg>
  );
}
