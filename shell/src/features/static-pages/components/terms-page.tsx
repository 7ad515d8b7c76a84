import { Link } from 'react-router-dom';
import { Trans, useT, type PagesMessageKey } from '../i18n';
import { useT as useShellT } from '../../../i18n';
import { LegalContents } from './legal-contents';
import { NumberedSection, StaticPage } from './static-page';

const CONTACT = 'legal@voices.example';
const UPDATED = '2025-09-01';

const SECTIONS = [
  'terms.s1.title',
  'terms.s2.title',
  'terms.s3.title',
  'terms.s4.title',
  'terms.s5.title',
  'terms.s6.title',
  'terms.s7.title',
  'terms.s8.title',
  'terms.s9.title',
  'terms.s10.title',
  'terms.s11.title',
  'terms.s12.title',
  'terms.s13.title',
  'terms.s14.title',
] as const satisfies readonly PagesMessageKey[];

export const TERMS_SECTION_COUNT = SECTIONS.length;

/** What must not be published. */
const FORBIDDEN = [
  'terms.s5.unlawful',
  'terms.s5.private',
  'terms.s5.rights',
  'terms.s5.sexual',
  'terms.s5.spam',
  'terms.s5.impersonation',
] as const satisfies readonly PagesMessageKey[];

/** Sections of one paragraph each: their number and their text. */
const PLAIN = [
  [2, 'terms.s2.p1'],
  [3, 'terms.s3.p1'],
  [4, 'terms.s4.p1'],
] as const satisfies readonly (readonly [number, PagesMessageKey])[];

const LATER = [
  [10, 'terms.s10.p1'],
  [11, 'terms.s11.p1'],
  [12, 'terms.s12.p1'],
  [13, 'terms.s13.p1'],
] as const satisfies readonly (readonly [number, PagesMessageKey])[];

const mail = <a href={`mailto:${CONTACT}`} />;
const privacy = <Link to="/privacy" />;

export function TermsPage() {
  const t = useT();
  const shellT = useShellT();
  const titles = SECTIONS.map((key) => t(key));
  const title = (n: number) => titles[n - 1] ?? '';

  return (
    <StaticPage
      page="terms"
      title={shellT('page.terms')}
      updated={UPDATED}
      intro={<p>{t('terms.intro')}</p>}
    >
      <LegalContents titles={titles} />

      <NumberedSection number={1} title={title(1)}>
        <p>
          <Trans id="terms.s1.p1" components={{ 0: privacy }} />
        </p>
      </NumberedSection>

      {PLAIN.map(([number, key]) => (
        <NumberedSection key={number} number={number} title={title(number)}>
          <p>{t(key)}</p>
        </NumberedSection>
      ))}

      <NumberedSection number={5} title={title(5)}>
        <p>{t('terms.s5.p1')}</p>
        <ul>
          {FORBIDDEN.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t('terms.s5.p2')}</p>
      </NumberedSection>

      <NumberedSection number={6} title={title(6)}>
        <p>{t('terms.s6.p1')}</p>
      </NumberedSection>

      <NumberedSection number={7} title={title(7)}>
        <p>{t('terms.s7.p1')}</p>
      </NumberedSection>

      <NumberedSection number={8} title={title(8)}>
        <p>{t('terms.s8.p1')}</p>
      </NumberedSection>

      <NumberedSection number={9} title={title(9)}>
        <p>
          <Trans id="terms.s9.p1" values={{ email: CONTACT }} components={{ 0: mail }} />
        </p>
        <p className="vx-shell-callout">{t('terms.s9.p2')}</p>
      </NumberedSection>

      {LATER.map(([number, key]) => (
        <NumberedSection key={number} number={number} title={title(number)}>
          <p>{t(key)}</p>
        </NumberedSection>
      ))}

      <NumberedSection number={14} title={title(14)}>
        <p>{t('terms.s14.p1')}</p>
        <p>
          <Trans
            id="terms.s14.p2"
            values={{ email: CONTACT }}
            components={{ 0: mail, 1: privacy }}
          />
        </p>
      </NumberedSection>
    </StaticPage>
  );
}

export default TermsPage;
