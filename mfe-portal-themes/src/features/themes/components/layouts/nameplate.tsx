import type { ReactNode } from 'react';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

interface NameplateProps {
  heading: string;
  themeName: string;
  now: Date;
  className: string;
  /** Anything the paper prints beside its name (a line number, a motto, the search icon). */
  children?: ReactNode;
  /** Printed above the name (a tagline, an edition line). */
  above?: ReactNode;
}

/** A paper's nameplate: the writer's heading (the custom heading masthead), paper and date. */
export function Nameplate({ heading, themeName, now, className, children, above }: NameplateProps) {
  return (
    <header className={`vx-plate ${className}`}>
      {above}
      <p className="vx-herald-masthead-title vx-plate-title">{heading}</p>
      <p className="vx-plate-meta">
        <span className="vx-plate-paper">{themeName}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={now.toISOString().slice(0, 10)}>{dateFormat.format(now)}</time>
      </p>
      {children}
    </header>
  );
}
