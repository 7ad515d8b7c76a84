import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { initTheme, useTheme } from '@voices/platform';
import { QueryProvider } from '@voices/platform/query';
import { Toaster, useUiT as useT } from '@voices/ui';
import { SectionPage } from './section-page';

/** The product's name: the same in every language. */
const BRAND = 'Voices';

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
  const t = useT();
  const theme = useTheme((state) => state.theme);
  const toggleTheme = useTheme((state) => state.toggleTheme);

  // Alone, the section has no shell around it: the frame gives it the page's cache.
  return (
    <QueryProvider>
      <header className="vx-standalone-topbar">
        <div className="vx-container vx-standalone-topbar-inner">
          <Link to={links[0]?.to ?? '/'} className="vx-standalone-brand">
            {BRAND} <span>{section}</span>
          </Link>
          <nav className="vx-standalone-nav" aria-label={t('standalone.pages', { section })}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <button type="button" className="vx-btn vx-btn-ghost" onClick={toggleTheme}>
            {theme === 'dark' ? t('standalone.lightMode') : t('standalone.darkMode')}
          </button>
        </div>
      </header>
      <main className="vx-standalone-main">{children}</main>
      <Toaster />
    </QueryProvider>
  );
}

export interface StandaloneRoute {
  path: string;
  element: ReactElement;
}

export interface StandaloneSectionProps {
  /** The section's name, shown in the bar and in the not-found page. */
  section: string;
  /** The small line above the not-found page's title (the section's area). */
  kicker: string;
  links: readonly StandaloneFrameLink[];
  routes: readonly StandaloneRoute[];
}

/**
 * A section on its own dev server: its routes map straight to their pages, `/` opens the
 * first link, and any other address says plainly that it is not part of this section.
 */
export function StandaloneSection({ section, kicker, links, routes }: StandaloneSectionProps) {
  const t = useT();
  return (
    <StandaloneFrame section={section} links={links}>
      <Routes>
        <Route path="/" element={<Navigate to={links[0]?.to ?? '/home'} replace />} />
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={route.element} />
        ))}
        <Route
          path="*"
          element={
            <SectionPage
              kicker={kicker}
              title={t('standalone.notFoundTitle')}
              description={t('standalone.notFoundText', { section })}
              links={links.slice(0, 1)}
            />
          }
        />
      </Routes>
    </StandaloneFrame>
  );
}

/** Mounts a section's standalone page into `#root` (its dev server's entry). */
export function mountStandalone(props: StandaloneSectionProps): void {
  initTheme();
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneSection {...props} />
      </BrowserRouter>
    </StrictMode>,
  );
}
