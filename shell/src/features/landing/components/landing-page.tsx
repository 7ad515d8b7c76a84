import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, GlobeIcon, HomeIcon, NewspaperIcon, PenIcon } from '@voices/ui/icons';
import { LanguageSelect } from '../../../components/language-select';
import { SiteFooter } from '../../../components/site-footer';
import { useT as useShellT } from '../../../i18n';
import { Trans, useT } from '../i18n';
import './landing-page.css';
import { useDocumentTitle } from '@voices/platform';

const STATS = [
  { value: '10+', label: 'stat.languages' },
  { value: '1000+', label: 'stat.stories' },
  { value: '50+', label: 'stat.countries' },
  { value: '24/7', label: 'stat.updates' },
] as const;

interface Feature {
  to: string;
  icon: ReactNode;
  /** Its messages: `landing.<id>.title`, `.text` and `.action`. */
  id: 'read' | 'write' | 'home';
}

const FEATURES: Feature[] = [
  { to: '/news', icon: <NewspaperIcon width={24} height={24} />, id: 'read' },
  { to: '/contribute', icon: <PenIcon width={24} height={24} />, id: 'write' },
  { to: '/home', icon: <HomeIcon width={24} height={24} />, id: 'home' },
];

/** The masthead of the drawing of a newspaper: a name, the same in every language. */
const PAPER_NAME = 'The Daily Voice';

/** Spec 000 §2, landing page: what signed-out visitors see at /. */
export function LandingPage() {
  const t = useT();
  const shellT = useShellT();
  useDocumentTitle();
  const languageId = useId();

  return (
    <div className="vx-shell-landing">
      <section className="vx-shell-hero" aria-labelledby="vx-shell-hero-title">
        <div className="vx-shell-landing-inner vx-shell-hero-inner">
          <div className="vx-shell-hero-copy">
            <p className="vx-shell-eyebrow">{t('eyebrow')}</p>
            <h1 id="vx-shell-hero-title" className="vx-shell-hero-title">
              <Trans id="title" components={{ 0: <span className="vx-shell-hero-brand" /> }} />
            </h1>
            <p className="vx-shell-hero-tagline">{shellT('brand.tagline')}</p>
            <p className="vx-shell-hero-lead">{t('lead')}</p>
            <div className="vx-shell-hero-actions">
              <Link to="/home" className="vx-btn vx-btn-primary vx-shell-hero-button">
                {t('explore')}
                <ArrowRightIcon width={18} height={18} />
              </Link>
              <Link
                to="/login"
                className="vx-btn vx-btn-ghost vx-shell-hero-button vx-shell-hero-secondary"
              >
                {t('getStarted')}
              </Link>
            </div>
          </div>
          <div className="vx-shell-hero-art" aria-hidden="true">
            <div className="vx-shell-paper vx-shell-paper-back" />
            <div className="vx-shell-paper">
              <div className="vx-shell-paper-masthead">
                <span>{PAPER_NAME}</span>
                <span className="vx-shell-paper-date">{t('paperEdition')}</span>
              </div>
              <div className="vx-shell-paper-rule" />
              <div className="vx-shell-paper-headline" />
              <div className="vx-shell-paper-headline vx-shell-paper-headline-short" />
              <div className="vx-shell-paper-body">
                <div className="vx-shell-paper-photo" />
                <div className="vx-shell-paper-lines">
                  <i />
                  <i />
                  <i />
                  <i />
                  <i />
                  <i />
                </div>
              </div>
              <div className="vx-shell-paper-columns">
                <div>
                  <b />
                  <i />
                  <i />
                  <i />
                </div>
                <div>
                  <b />
                  <i />
                  <i />
                  <i />
                </div>
                <div>
                  <b />
                  <i />
                  <i />
                  <i />
                </div>
              </div>
            </div>
            <div className="vx-shell-paper-badge">
              <span className="vx-shell-paper-badge-dot" />
              {t('live')}
            </div>
          </div>
        </div>
      </section>

      <section className="vx-shell-landing-inner vx-shell-stats" aria-label={t('stats')}>
        <ul className="vx-shell-stats-list">
          {STATS.map((stat) => (
            <li key={stat.label} className="vx-shell-stat">
              <strong className="vx-shell-stat-value">{stat.value}</strong>
              <span className="vx-shell-stat-label">{t(stat.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="vx-shell-landing-inner vx-shell-features"
        aria-labelledby="vx-shell-features-title"
      >
        <h2 id="vx-shell-features-title" className="vx-shell-section-title">
          {t('featuresTitle')}
        </h2>
        <p className="vx-shell-section-lead">{t('featuresLead')}</p>
        <div className="vx-shell-feature-grid">
          {FEATURES.map((feature) => (
            <Link key={feature.to} to={feature.to} className="vx-shell-feature">
              <span className="vx-shell-feature-icon">{feature.icon}</span>
              <h3 className="vx-shell-feature-title">{t(`${feature.id}.title`)}</h3>
              <p className="vx-shell-feature-text">{t(`${feature.id}.text`)}</p>
              <span className="vx-shell-feature-action">
                {t(`${feature.id}.action`)}
                <ArrowRightIcon width={16} height={16} />
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section className="vx-shell-landing-inner" aria-labelledby="vx-shell-language-title">
        <div className="vx-shell-language-band">
          <div className="vx-shell-language-band-copy">
            <span className="vx-shell-language-band-icon">
              <GlobeIcon width={28} height={28} />
            </span>
            <div>
              <h2 id="vx-shell-language-title" className="vx-shell-language-band-title">
                {t('languageTitle')}
              </h2>
              <p className="vx-shell-language-band-text">{t('languageText')}</p>
            </div>
          </div>
          <div className="vx-shell-language-band-field">
            <label htmlFor={languageId} className="vx-visually-hidden">
              {shellT('header.language')}
            </label>
            <LanguageSelect id={languageId} />
          </div>
        </div>
      </section>

      <SiteFooter />
    </div>
  );
}
