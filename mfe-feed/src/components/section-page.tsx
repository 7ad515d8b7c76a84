import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';
import './section-page.css';

export interface SectionDetail {
  label: string;
  value: string;
}

export interface SectionLink {
  to: string;
  label: string;
}

interface SectionPageProps {
  title: string;
  description: string;
  kicker?: string;
  details?: SectionDetail[];
  links?: SectionLink[];
  children?: ReactNode;
}

/** The frame of a section page: its title, what it is for, what the address asked for. */
export function SectionPage({
  title,
  description,
  kicker = 'News feed',
  details = [],
  links = [],
  children,
}: SectionPageProps) {
  useDocumentTitle(title);
  const headingId = useId();
  const { pathname } = useLocation();

  return (
    <section className="vx-container vx-feed-section" aria-labelledby={headingId}>
      <div className="vx-card vx-feed-section-card">
        <p className="vx-feed-section-kicker">{kicker}</p>
        <h1 id={headingId} className="vx-feed-section-title">
          {title}
        </h1>
        <p className="vx-feed-section-lead">{description}</p>
        {details.length > 0 && (
          <dl className="vx-feed-section-details">
            {details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children && <div className="vx-feed-section-body">{children}</div>}
        <nav className="vx-feed-section-links" aria-label="Continue">
          {links.map((link) => (
            <Link key={link.to} className="vx-btn vx-btn-ghost" to={link.to}>
              {link.label}
            </Link>
          ))}
          {pathname !== '/home' && (
            <Link className="vx-btn vx-btn-primary" to="/home">
              Back to Home
            </Link>
          )}
        </nav>
      </div>
    </section>
  );
}
