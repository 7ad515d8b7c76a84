import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BellIcon,
  BookmarkIcon,
  GlobeIcon,
  LayoutIcon,
  NewspaperIcon,
  UserPlusIcon,
} from '@voices/ui/icons';
import { Trans, useT } from '../i18n';
import { StaticPage } from './static-page';

const CONTACT = 'hello@voices.example';

/** Each card's messages are `about.feature.<id>.title` and `.text`. */
const FEATURES: {
  id: 'topics' | 'language' | 'themes' | 'follow' | 'notifications' | 'saved';
  icon: ReactNode;
}[] = [
  { id: 'topics', icon: <NewspaperIcon /> },
  { id: 'language', icon: <GlobeIcon /> },
  { id: 'themes', icon: <LayoutIcon /> },
  { id: 'follow', icon: <UserPlusIcon /> },
  { id: 'notifications', icon: <BellIcon /> },
  { id: 'saved', icon: <BookmarkIcon /> },
];

/** `about.team.<id>.initials`, `.role` and `.text`. */
const TEAM = ['editors', 'safety', 'design', 'engineering'] as const;

/** `about.value.<id>.title` and `.text`. */
const VALUES = ['accuracy', 'voices', 'respect', 'open'] as const;

export function AboutPage() {
  const t = useT();
  return (
    <StaticPage page="about" title={t('about.title')} intro={<p>{t('about.intro')}</p>}>
      <section className="vx-shell-about-block" aria-labelledby="about-mission">
        <h2 id="about-mission">{t('about.missionTitle')}</h2>
        <p className="vx-shell-mission">{t('about.mission')}</p>
        <p>{t('about.missionText')}</p>
      </section>

      <section className="vx-shell-about-block" aria-labelledby="about-features">
        <h2 id="about-features">{t('about.featuresTitle')}</h2>
        <ul className="vx-shell-card-grid">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="vx-shell-info-card">
              <span className="vx-shell-info-icon" aria-hidden="true">
                {feature.icon}
              </span>
              <h3>{t(`about.feature.${feature.id}.title`)}</h3>
              <p>{t(`about.feature.${feature.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="vx-shell-about-block" aria-labelledby="about-team">
        <h2 id="about-team">{t('about.teamTitle')}</h2>
        <p>{t('about.teamText')}</p>
        <ul className="vx-shell-card-grid vx-shell-team-grid">
          {TEAM.map((id) => (
            <li key={id} className="vx-shell-info-card">
              <span className="vx-shell-info-icon vx-shell-team-initials" aria-hidden="true">
                {t(`about.team.${id}.initials`)}
              </span>
              <h3>{t(`about.team.${id}.role`)}</h3>
              <p>{t(`about.team.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="vx-shell-about-block" aria-labelledby="about-values">
        <h2 id="about-values">{t('about.valuesTitle')}</h2>
        <ul className="vx-shell-values-list">
          {VALUES.map((id) => (
            <li key={id} className="vx-shell-value">
              <strong>{t(`about.value.${id}.title`)}</strong>
              <span>{t(`about.value.${id}.text`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="vx-shell-about-block" aria-labelledby="about-join">
        <h2 id="about-join">{t('about.joinTitle')}</h2>
        <p>
          <Trans
            id="about.join"
            values={{ email: CONTACT }}
            components={{
              0: <Link to="/home" />,
              1: <Link to="/register" />,
              2: <a href={`mailto:${CONTACT}`} />,
            }}
          />
        </p>
      </section>
    </StaticPage>
  );
}

export default AboutPage;
