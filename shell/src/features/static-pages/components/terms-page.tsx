import { Link } from 'react-router-dom';
import { LegalContents } from './legal-contents';
import { NumberedSection, StaticPage } from './static-page';

const SECTIONS = [
  'Agreeing to these terms',
  'Who may use Voices',
  'Your account',
  'Publishing on Voices',
  'Content standards',
  'Accuracy and corrections',
  'Your content and the licence you give us',
  'Our content and name',
  'Reporting content and takedown requests',
  'Other services and links',
  'Suspension and closing your account',
  'Disclaimers',
  'Limitation of liability',
  'Changes to these terms and contact',
] as const;

export const TERMS_SECTION_COUNT = SECTIONS.length;

const title = (n: number) => SECTIONS[n - 1] ?? '';

export function TermsPage() {
  return (
    <StaticPage
      page="terms"
      title="Terms & Conditions"
      updated="1 September 2025"
      intro={
        <p>
          These terms are the agreement between you and Voices when you read, write or comment on
          the site. They are written to be read: if something is unclear, ask us.
        </p>
      }
    >
      <LegalContents titles={SECTIONS} />

      <NumberedSection number={1} title={title(1)}>
        <p>
          By using Voices you agree to these terms and to our{' '}
          <Link to="/privacy">Privacy Policy</Link>. When you create an account we ask you to accept
          both explicitly. If you do not agree, please do not use the service.
        </p>
      </NumberedSection>

      <NumberedSection number={2} title={title(2)}>
        <p>
          Anyone may read Voices without an account. To create an account, publish stories or follow
          other people you must be at least 13 years old, and old enough in your country to agree to
          these terms yourself or with the permission of a parent or guardian. You may not use
          Voices if we have previously closed your account for breaking these terms.
        </p>
      </NumberedSection>

      <NumberedSection number={3} title={title(3)}>
        <p>
          You sign in with a one-time code sent to your e-mail address, so keep control of that
          address. You are responsible for what is done with your account. Use your real name or a
          name people know you by, do not pretend to be someone else, and tell us at once if you
          think someone else has used your account.
        </p>
      </NumberedSection>

      <NumberedSection number={4} title={title(4)}>
        <p>
          Signed-in members can publish stories with text, images and video, choose a theme for them
          and edit or delete them later. Everything you publish is public. You are responsible for
          what you publish and for having the right to publish it, including every photo and video
          you upload.
        </p>
      </NumberedSection>

      <NumberedSection number={5} title={title(5)}>
        <p>Do not publish anything that:</p>
        <ul>
          <li>
            is unlawful, threatening, harassing, or promotes violence or hatred against people or
            groups;
          </li>
          <li>
            shares someone&apos;s private information, or images of them, without their consent;
          </li>
          <li>infringes copyright, trademarks or other rights of others;</li>
          <li>is sexually explicit, or exploits or endangers children in any way;</li>
          <li>is spam, advertising disguised as news, malware or a scam;</li>
          <li>impersonates another person or organisation, or misleads people about its source.</li>
        </ul>
        <p>
          We may remove content that breaks these standards, and may limit or close the accounts
          that post it.
        </p>
      </NumberedSection>

      <NumberedSection number={6} title={title(6)}>
        <p>
          Voices is reporting by its community, not by professional journalists employed by us.
          Report what you know, say how you know it, and keep opinion clearly apart from fact. If
          you learn that something you published is wrong, correct it or take it down. Readers
          should weigh every story with care, as they would any other source.
        </p>
      </NumberedSection>

      <NumberedSection number={7} title={title(7)}>
        <p>
          You keep ownership of everything you publish. By publishing it you give Voices a
          worldwide, non-exclusive, royalty-free licence to host, display, translate, format and
          distribute it as part of the service, including in the themes and pages other readers see.
          This licence ends when you delete the content, except for copies other people have already
          shared and backups kept for a short time.
        </p>
      </NumberedSection>

      <NumberedSection number={8} title={title(8)}>
        <p>
          The Voices name, logo, design and software belong to Voices. You may link to any page and
          share stories using the sharing buttons, but you may not copy the site&apos;s design or
          present it as your own.
        </p>
      </NumberedSection>

      <NumberedSection number={9} title={title(9)}>
        <p>
          If you believe something on Voices is unlawful, infringes your rights or breaks these
          terms, write to <a href="mailto:legal@voices.example">legal@voices.example</a> with a link
          to the content and the reason for your report.
        </p>
        <p className="vx-shell-callout">
          We respond to every legal request and takedown notice within 72 hours. When we remove
          content, we tell the person who published it and explain how to contest the decision.
        </p>
      </NumberedSection>

      <NumberedSection number={10} title={title(10)}>
        <p>
          Some features rely on other services, such as page translation, weather and maps, and
          stories may link to other websites. Those services have their own terms, and we are not
          responsible for their content or availability.
        </p>
      </NumberedSection>

      <NumberedSection number={11} title={title(11)}>
        <p>
          You may stop using Voices and ask us to delete your account at any time. We may suspend or
          close an account that seriously or repeatedly breaks these terms, or when we must by law.
          Unless there is a risk of harm or a legal reason not to, we will tell you why and give you
          a chance to respond.
        </p>
      </NumberedSection>

      <NumberedSection number={12} title={title(12)}>
        <p>
          Voices is provided as it is. We work to keep it available and accurate, but we cannot
          promise that it will always be available, free of errors, or that stories written by
          members are correct. Nothing in these terms limits rights you have by law as a consumer.
        </p>
      </NumberedSection>

      <NumberedSection number={13} title={title(13)}>
        <p>
          As far as the law allows, Voices is not liable for indirect or consequential losses, or
          for losses caused by content that members publish. Nothing in these terms excludes
          liability that cannot be excluded by law, such as liability for fraud or for death or
          personal injury caused by negligence.
        </p>
      </NumberedSection>

      <NumberedSection number={14} title={title(14)}>
        <p>
          We may change these terms as Voices changes. We will announce significant changes on the
          site before they take effect; if you keep using Voices afterwards, the new terms apply.
          The date at the top shows when they last changed.
        </p>
        <p>
          Questions about these terms:{' '}
          <a href="mailto:legal@voices.example">legal@voices.example</a>. For how we handle personal
          information, read the <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </NumberedSection>
    </StaticPage>
  );
}

export default TermsPage;
