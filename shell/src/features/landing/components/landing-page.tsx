import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, GlobeIcon, HomeIcon, NewspaperIcon, PenIcon } from '@voices/ui';
import { LanguageSelect } from '../../../components/language-select';
import { SiteFooter } from '../../../components/site-footer';
import { TAGLINE } from '../../../lib/brand';
import './landing-page.css';
import { useDocumentTitle } from '@voices/platform';

const STATS = [
  { value: '10+', label: 'Languages' },
  { value: '1000+', label: 'Stories' },
  { value: '50+', label: 'Countries' },
  { value: '24/7', label: 'Updates' },
] as const;

interface Feature {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
}

const FEATURES: Feature[] = [
  {
    to: '/news',
    icon: <NewspaperIcon width={24} height={24} />,
    title: 'Read the news',
    text: 'Browse stories from your city and from around the world, sorted into sport, business, technology, health and more.',
    action: 'Browse the news',
  },
  {
    to: '/contribute',
    icon: <PenIcon width={24} height={24} />,
    title: 'Share your story',
    text: 'Saw something worth telling? Write it up, choose a newspaper-style theme and publish it to the community.',
    action: 'Start writing',
  },
  {
    to: '/home',
    icon: <HomeIcon width={24} height={24} />,
    title: 'Your front page',
    text: 'Top stories, the latest headlines, the local weather and the authors you follow, together on one page.',
    action: 'Open the front page',
  },
];

/** Spec 000 §2, landing page: what signed-out visitors see at /. */
export function LandingPage() {
  useDocumentTitle();
  const languageId = useId();

  return (
    <div className="vx-shell-landing">
      <section className="vx-shell-hero" aria-labelledby="vx-shell-hero-title">
        <div className="vx-shell-landing-inner vx-shell-hero-inner">
          <div className="vx-shell-hero-copy">
            <p className="vx-shell-eyebrow">Community news from everywhere</p>
            <h1 id="vx-shell-hero-title" className="vx-shell-hero-title">
              Welcome to <span className="vx-shell-hero-brand">Voices</span>
            </h1>
            <p className="vx-shell-hero-tagline">{TAGLINE}</p>
            <p className="vx-shell-hero-lead">
              Voices is news written by the people who live it. Read what is happening near you and
              around the world, follow the writers you trust, and publish your own stories in the
              style of a real newspaper.
            </p>
            <div className="vx-shell-hero-actions">
              <Link to="/home" className="vx-btn vx-btn-primary vx-shell-hero-button">
                Explore News
                <ArrowRightIcon width={18} height={18} />
              </Link>
              <Link
                to="/login"
                className="vx-btn vx-btn-ghost vx-shell-hero-button vx-shell-hero-secondary"
              >
                Get Started
              </Link>
            </div>
          </div>
          <div className="vx-shell-hero-art" aria-hidden="true">
            <div className="vx-shell-paper vx-shell-paper-back" />
            <div className="vx-shell-paper">
              <div className="vx-shell-paper-masthead">
                <span>The Daily Voice</span>
                <span className="vx-shell-paper-date">Community edition</span>
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
              Live from the community
            </div>
          </div>
        </div>
      </section>

      <section className="vx-shell-landing-inner vx-shell-stats" aria-label="Voices in numbers">
        <ul className="vx-shell-stats-list">
          {STATS.map((stat) => (
            <li key={stat.label} className="vx-shell-stat">
              <strong className="vx-shell-stat-value">{stat.value}</strong>
              <span className="vx-shell-stat-label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="vx-shell-landing-inner vx-shell-features"
        aria-labelledby="vx-shell-features-title"
      >
        <h2 id="vx-shell-features-title" className="vx-shell-section-title">
          Read it, write it, follow it
        </h2>
        <p className="vx-shell-section-lead">
          Three ways into Voices, whether you are here to read or to report.
        </p>
        <div className="vx-shell-feature-grid">
          {FEATURES.map((feature) => (
            <Link key={feature.to} to={feature.to} className="vx-shell-feature">
              <span className="vx-shell-feature-icon">{feature.icon}</span>
              <h3 className="vx-shell-feature-title">{feature.title}</h3>
              <p className="vx-shell-feature-text">{feature.text}</p>
              <span className="vx-shell-feature-action">
                {feature.action}
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
                Read Voices in your language
              </h2>
              <p className="vx-shell-language-band-text">
                Choose one of 50 languages. The page reloads in the language you pick, and Voices
                remembers it.
              </p>
            </div>
          </div>
          <div className="vx-shell-language-band-field">
            <label htmlFor={languageId} className="vx-visually-hidden">
              Language
            </label>
            <LanguageSelect id={languageId} />
          </div>
        </div>
      </section>

      <SiteFooter />
    </div>
  );
}
