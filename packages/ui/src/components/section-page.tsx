import { useEffect, useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { commonT } from '@voices/platform';
import { useUiT as useT } from '@voices/ui';

export interface SectionDetail {
  label: string;
  value: string;
}

export interface SectionLink {
  to: string;
  label: string;
}

export interface SectionPageProps {
  title: string;
  description: string;
  /** The small label above the title, naming the part of the site. */
  kicker: string;
  details?: SectionDetail[];
  links?: SectionLink[];
  children?: ReactNode;
}

/** The frame of a section page: its title, what it is for, what the address asked for. */
export function SectionPage({
  title,
  description,
  kicker,
  details = [],
  links = [],
  children,
}: SectionPageProps) {
  const t = useT();
  useEffect(() => {
    document.title = commonT('document.title', { title });
  }, [title, t]);
  const headingId = useId();
  const { pathname } = useLocation();

  return (
    <section className="vx-container vx-section" aria-labelledby={headingId}>
      <div className="vx-card vx-section-card">
        <p className="vx-section-kicker">{kicker}</p>
        <h1 id={headingId} className="vx-section-title">
          {title}
        </h1>
        <p className="vx-section-lead">{description}</p>
        {details.length > 0 && (
          <dl className="vx-section-details">
            {details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {children && <div className="vx-section-body">{children}</div>}
        <nav className="vx-section-links" aria-label={t('section.continue')}>
          {links.map((link) => (
            <Link key={link.to} className="vx-btn vx-btn-ghost" to={link.to}>
              {link.label}
            </Link>
          ))}
          {pathname !== '/home' && (
            <Link className="vx-btn vx-btn-primary" to="/home">
              {t('section.backHome')}
            </Link>
          )}
        </nav>
      </div>
    </section>
  );
}
