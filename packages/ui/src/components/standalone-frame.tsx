import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { QueryProvider, useTheme } from '@voices/platform';
import { Toaster } from './toaster';

export interface StandaloneFrameLink {
  to: string;
  label: string;
}

export interface StandaloneFrameProps {
  /** The section's name, shown next to the brand in the bar. */
  section: string;
  links: readonly StandaloneFrameLink[];
  children: ReactNode;
}

/**
 * The frame a section runs in on its own dev server: the site's shell is not there, so a slim
 * bar stands in for its header.
 */
export function StandaloneFrame({ section, links, children }: StandaloneFrameProps) {
  const theme = useTheme((state) => state.theme);
  const toggleTheme = useTheme((state) => state.toggleTheme);

  // Alone, the section has no shell around it: the frame gives it the page's cache.
  return (
    <QueryProvider>
      <header className="vx-standalone-topbar">
        <div className="vx-container vx-standalone-topbar-inner">
          <Link to={links[0]?.to ?? '/'} className="vx-standalone-brand">
            Voices <span>{section}</span>
          </Link>
          <nav className="vx-standalone-nav" aria-label={`${section} pages`}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <button type="button" className="vx-btn vx-btn-ghost" onClick={toggleTheme}>
            {theme === 'dark' ? 'Switch to light mode' : 'Switch to dark mode'}
          </button>
        </div>
      </header>
      <main className="vx-standalone-main">{children}</main>
      <Toaster />
    </QueryProvider>
  );
}
