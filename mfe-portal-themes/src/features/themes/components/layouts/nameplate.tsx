import type { ReactNode } from 'react';
import { formatDate, useLocale } from '@voices/platform';
import { MASTHEAD_DATE } from '../herald/masthead';

interface NameplateProps {
  heading: string;
  /** The language the heading is written in (the story's), when known. */
  headingLang?: string;
  themeName: string;
  now: Date;
  className: string;
  /** Anything the paper prints beside its name (a line number, a motto, the search icon). */
  children?: ReactNode;
  /** Printed above the name (a tagline, an edition line). */
  above?: ReactNode;
}

/**
 * A paper's nameplate: the writer's heading (the custom heading masthead), paper and date, the
 * date written as the reader's language writes it.
 */
export function Nameplate({
  heading,
  headingLang,
  themeName,
  now,
  className,
  children,
  above,
}: NameplateProps) {
  // The date is in the interface language: a switch draws it again.
  useLocale();
  return (
    <header className={`vx-plate ${className}`}>
      {above}
      <p className="vx-herald-masthead-title vx-plate-title" lang={headingLang}>
        {heading}
      </p>
      <p className="vx-plate-meta">
        <span className="vx-plate-paper">{themeName}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={now.toISOString().slice(0, 10)} suppressHydrationWarning>
          {formatDate(now, MASTHEAD_DATE)}
        </time>
      </p>
      {children}
    </header>
  );
}
