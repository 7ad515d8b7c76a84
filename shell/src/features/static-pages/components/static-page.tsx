import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteFooter } from '../../../components/site-footer';
import { useT } from '../i18n';
import { useT as useShellT } from '../../../i18n';
import './static-page.css';
import { formatDate, useDocumentTitle } from '@voices/platform';

export type StaticPageId = 'about' | 'privacy' | 'terms';

const PAGES = {
  about: { to: '/about', label: 'page.about' },
  privacy: { to: '/privacy', label: 'page.privacy' },
  terms: { to: '/terms', label: 'page.terms' },
} as const satisfies Record<StaticPageId, { to: string; label: string }>;

export interface StaticPageProps {
  page: StaticPageId;
  title: string;
  intro: ReactNode;
  /** When the page last changed, as an ISO date ('2026-11-24'). */
  updated?: string;
  children: ReactNode;
}

/** The frame of About, Privacy Policy and Terms: each links home and to the other two. */
export function StaticPage({ page, title, intro, updated, children }: StaticPageProps) {
  const t = useT();
  const shellT = useShellT();
  useDocumentTitle(title);
  const others = (Object.keys(PAGES) as StaticPageId[]).filter((id) => id !== page);
  const date = updated
    ? formatDate(`${updated}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric' })
    : '';

  return (
    <div className="vx-shell-static">
      <div className="vx-shell-static-hero">
        <div className="vx-shell-static-inner">
          <nav className="vx-shell-static-crumbs" aria-label={t('static.breadcrumb')}>
            <Link to="/">{t('static.home')}</Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{shellT(PAGES[page].label)}</span>
          </nav>
          <h1 className="vx-shell-static-title">{title}</h1>
          <div className="vx-shell-static-intro">{intro}</div>
          {date ? <p className="vx-shell-static-updated">{t('static.updated', { date })}</p> : null}
        </div>
      </div>
      <div className="vx-shell-static-inner vx-shell-static-body">{children}</div>
      <nav className="vx-shell-static-inner vx-shell-static-more" aria-label={t('static.more')}>
        <Link to="/" className="vx-shell-static-more-link">
          <span className="vx-shell-static-more-kicker">{t('static.backTo')}</span>
          <span className="vx-shell-static-more-title">{t('static.home')}</span>
        </Link>
        {others.map((id) => (
          <Link key={id} to={PAGES[id].to} className="vx-shell-static-more-link">
            <span className="vx-shell-static-more-kicker">{t('static.readOur')}</span>
            <span className="vx-shell-static-more-title">{shellT(PAGES[id].label)}</span>
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
