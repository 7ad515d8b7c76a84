import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteFooter } from '../../../components/site-footer';
import './static-page.css';
import { useDocumentTitle } from '@voices/platform';

export type StaticPageId = 'about' | 'privacy' | 'terms';

const PAGES: Record<StaticPageId, { to: string; label: string }> = {
  about: { to: '/about', label: 'About Us' },
  privacy: { to: '/privacy', label: 'Privacy Policy' },
  terms: { to: '/terms', label: 'Terms & Conditions' },
};

export interface StaticPageProps {
  page: StaticPageId;
  title: string;
  intro: ReactNode;
  updated?: string;
  children: ReactNode;
}

/** The frame of About, Privacy Policy and Terms: each links home and to the other two. */
export function StaticPage({ page, title, intro, updated, children }: StaticPageProps) {
  useDocumentTitle(title);
  const others = (Object.keys(PAGES) as StaticPageId[]).filter((id) => id !== page);

  return (
    <div className="vx-shell-static">
      <div className="vx-shell-static-hero">
        <div className="vx-shell-static-inner">
          <nav className="vx-shell-static-crumbs" aria-label="Breadcrumb">
            <Link to="/">Home</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{PAGES[page].label}</span>
          </nav>
          <h1 className="vx-shell-static-title">{title}</h1>
          <div className="vx-shell-static-intro">{intro}</div>
          {updated ? <p className="vx-shell-static-updated">Last updated {updated}</p> : null}
        </div>
      </div>
      <div className="vx-shell-static-inner vx-shell-static-body">{children}</div>
      <nav className="vx-shell-static-inner vx-shell-static-more" aria-label="More from Voices">
        <Link to="/" className="vx-shell-static-more-link">
          <span className="vx-shell-static-more-kicker">Back to</span>
          <span className="vx-shell-static-more-title">Home</span>
        </Link>
        {others.map((id) => (
          <Link key={id} to={PAGES[id].to} className="vx-shell-static-more-link">
            <span className="vx-shell-static-more-kicker">Read our</span>
            <span className="vx-shell-static-more-title">{PAGES[id].label}</span>
          </Link>
        ))}
      </nav>
      <SiteFooter />
    </div>
  );
}

export interface NumberedSectionProps {
  number: number;
  title: string;
  children: ReactNode;
}

export function NumberedSection({ number, title, children }: NumberedSectionProps) {
  const id = `section-${number}`;
  return (
    <section className="vx-shell-legal-section" aria-labelledby={id}>
      <h2 id={id} className="vx-shell-legal-heading">
        <span className="vx-shell-legal-number">{number}.</span> {title}
      </h2>
      {children}
    </section>
  );
}
