import { Link } from 'react-router-dom';
import { Trans, useT, type PagesMessageKey } from '../i18n';
import { useT as useShellT } from '../../../i18n';
import { LegalContents } from './legal-contents';
import { NumberedSection, StaticPage } from './static-page';

const CONTACT = 'privacy@voices.example';
const UPDATED = '2026-11-24';

const SECTIONS = [
  'privacy.s1.title',
  'privacy.s2.title',
  'privacy.s3.title',
  'privacy.s4.title',
  'privacy.s5.title',
  'privacy.s6.title',
  'privacy.s7.title',
  'privacy.s8.title',
  'privacy.s9.title',
  'privacy.s10.title',
  'privacy.s11.title',
] as const satisfies readonly PagesMessageKey[];

export const PRIVACY_SECTION_COUNT = SECTIONS.length;

/** The information a member gives, each item led by its name in bold. */
const COLLECTED = [
  'privacy.s2.account',
  'privacy.s2.codes',
  'privacy.s2.published',
  'privacy.s2.connections',
  'privacy.s2.reports',
  'privacy.s2.emails',
  'privacy.s2.technical',
  'privacy.s2.location',
] as const satisfies readonly PagesMessageKey[];

const USES = [
  'privacy.s3.signIn',
  'privacy.s3.publish',
  'privacy.s3.writers',
  'privacy.s3.emails',
  'privacy.s3.language',
  'privacy.s3.abuse',
  'privacy.s3.improve',
] as const satisfies readonly PagesMessageKey[];

const SHARED_WITH = [
  'privacy.s6.providers',
  'privacy.s6.law',
  'privacy.s6.safety',
] as const satisfies readonly PagesMessageKey[];

const mail = <a href={`mailto:${CONTACT}`} />;
const editProfile = <Link to="/edit-profile" />;

export function PrivacyPage() {
  const t = useT();
  const shellT = useShellT();
  const titles = SECTIONS.map((key) => t(key));
  const title = (n: number) => titles[n - 1] ?? '';

  return (
    <StaticPage
      page="privacy"
      title={shellT('page.privacy')}
      updated={UPDATED}
      intro={<p>{t('privacy.intro')}</p>}
    >
      <LegalContents titles={titles} />

      <NumberedSection number={1} title={title(1)}>
        <p>{t('privacy.s1.p1')}</p>
      </NumberedSection>

      <NumberedSection number={2} title={title(2)}>
        <p>{t('privacy.s2.p1')}</p>
        <ul>
          {COLLECTED.map((key) => (
            <li key={key}>
              <Trans id={key} components={{ 0: <strong /> }} />
            </li>
          ))}
        </ul>
      </NumberedSection>

      <NumberedSection number={3} title={title(3)}>
        <p>{t('privacy.s3.p1')}</p>
        <ul>
          {USES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t('privacy.s3.p2')}</p>
      </NumberedSection>

      <NumberedSection number={4} title={title(4)}>
        <p>{t('privacy.s4.p1')}</p>
        <p>{t('privacy.s4.p2')}</p>
        <p>
          <Trans id="privacy.s4.p3" components={{ 0: editProfile }} />
        </p>
      </NumberedSection>

      <NumberedSection number={5} title={title(5)}>
        <p>{t('privacy.s5.p1')}</p>
      </NumberedSection>

      <NumberedSection number={6} title={title(6)}>
        <p>{t('privacy.s6.p1')}</p>
        <ul>
          {SHARED_WITH.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t('privacy.s6.p2')}</p>
      </NumberedSection>

      <NumberedSection number={7} title={title(7)}>
        <p>{t('privacy.s7.p1')}</p>
      </NumberedSection>

      <NumberedSection number={8} title={title(8)}>
        <p>{t('privacy.s8.p1')}</p>
      </NumberedSection>

      <NumberedSection number={9} title={title(9)}>
        <p>{t('privacy.s9.p1')}</p>
        <ul>
          <li>
            <Trans id="privacy.s9.profile" components={{ 0: editProfile }} />
          </li>
          <li>{t('privacy.s9.stories')}</li>
          <li>
            <Trans id="privacy.s9.download" components={{ 0: <strong /> }} />
          </li>
          <li>
            <Trans id="privacy.s9.delete" components={{ 0: <strong /> }} />
          </li>
          <li>{t('privacy.s9.emails')}</li>
          <li>{t('privacy.s9.object')}</li>
        </ul>
        <p className="vx-shell-callout">
          <Trans id="privacy.s9.contact" values={{ email: CONTACT }} components={{ 0: mail }} />
        </p>
      </NumberedSection>

      <NumberedSection number={10} title={title(10)}>
        <p>{t('privacy.s10.p1')}</p>
      </NumberedSection>

      <NumberedSection number={11} title={title(11)}>
        <p>{t('privacy.s11.p1')}</p>
        <p>
          <Trans
            id="privacy.s11.p2"
            values={{ email: CONTACT }}
            components={{ 0: mail, 1: <Link to="/terms" /> }}
          />
        </p>
      </NumberedSection>
    </StaticPage>
  );
}

export default PrivacyPage;
