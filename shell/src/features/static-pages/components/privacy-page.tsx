import { Link } from 'react-router-dom';
import { LegalContents } from './legal-contents';
import { NumberedSection, StaticPage } from './static-page';

const SECTIONS = [
  'Who we are',
  'Information we collect',
  'How we use your information',
  'What other people can see',
  'Cookies and browser storage',
  'Who we share information with',
  'How long we keep information',
  'How we protect your information',
  'Your rights and choices',
  "Children's privacy",
  'Changes and how to contact us',
] as const;

export const PRIVACY_SECTION_COUNT = SECTIONS.length;

const title = (n: number) => SECTIONS[n - 1] ?? '';

export function PrivacyPage() {
  return (
    <StaticPage
      page="privacy"
      title="Privacy Policy"
      updated="24 November 2026"
      intro={
        <p>
          This policy explains what information Voices collects when you read, write or sign in, why
          we need it, and the choices you have. We collect as little as the service needs and we
          never sell personal information.
        </p>
      }
    >
      <LegalContents titles={SECTIONS} />

      <NumberedSection number={1} title={title(1)}>
        <p>
          Voices is a community news site where people read stories and publish their own. In this
          policy &quot;Voices&quot;, &quot;we&quot; and &quot;us&quot; mean the service and the team
          that runs it, and &quot;you&quot; means anyone who visits the site, whether signed in or
          not.
        </p>
      </NumberedSection>

      <NumberedSection number={2} title={title(2)}>
        <p>We collect only what you give us and what the service needs to work:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your e-mail address, your name, and, if you add them,
            a short bio and a profile photo.
          </li>
          <li>
            <strong>Sign-in codes:</strong> Voices has no passwords. We send a four-digit code to
            your e-mail address and keep it only until it is used or expires.
          </li>
          <li>
            <strong>What you publish:</strong> the stories, headlines, images and videos you post,
            with their category, language and the theme you chose.
          </li>
          <li>
            <strong>Your connections:</strong> the people you follow and who follow you, and the
            notifications that result.
          </li>
          <li>
            <strong>Reports and blocks:</strong> when you report a story or a member, the reason and
            any note you add; the members you block.
          </li>
          <li>
            <strong>E-mail settings:</strong> which optional e-mails you turned on.
          </li>
          <li>
            <strong>Technical information:</strong> the kind of device and browser you use, your IP
            address and the pages requested, kept in server logs to keep the service secure and
            working.
          </li>
          <li>
            <strong>Approximate location:</strong> if you allow it, your browser shares your
            location so we can show local news and weather. We use it for that request and do not
            store a history of where you have been.
          </li>
        </ul>
      </NumberedSection>

      <NumberedSection number={3} title={title(3)}>
        <p>We use your information to:</p>
        <ul>
          <li>sign you in, keep you signed in and protect your account;</li>
          <li>publish your stories and show your profile to readers;</li>
          <li>show you the writers you follow and let you know when something new concerns you;</li>
          <li>
            send the optional e-mails you switched on: a message when someone follows you, and a
            daily digest of new stories by the authors you follow. Both are off until you turn them
            on in your settings, and every such e-mail has a link to stop them;
          </li>
          <li>show news in the language and for the place you asked for;</li>
          <li>find and stop spam, abuse and attempts to break into accounts;</li>
          <li>
            understand, in aggregate, which parts of Voices are used, so that we can improve them.
          </li>
        </ul>
        <p>
          We do not sell your personal information, we do not use it for advertising profiles, and
          we do not make decisions about you by automated means alone. If you ask our writing
          assistant to suggest a headline or summary, the text of your draft is sent to a
          language-processing service for that purpose only.
        </p>
      </NumberedSection>

      <NumberedSection number={4} title={title(4)}>
        <p>
          Voices is a public news site. Your name, photo, bio, the stories you publish and the
          number of people you follow and who follow you are visible to everyone, including people
          who are not signed in. Your e-mail address is shown only to you. Think carefully before
          publishing personal details about yourself or anyone else.
        </p>
        <p>
          Anyone signed in can report a story or a member that breaks the community rules, giving a
          reason and, if they like, a note. The member reported is not told who reported them;
          moderators see the reasons and notes, not the reporters&apos; names. Moderators can hide a
          story, label it as verified or disputed with a note that readers see, and suspend a
          member, who can then still read but not publish, follow or report. Every moderator action
          is recorded, with who took it and why, so decisions can be reviewed.
        </p>
        <p>
          You can block a member from their profile or a story&apos;s menu. They are not told; they
          can no longer follow you, and you no longer see their stories. You find the members you
          blocked, and can unblock them, in your settings on{' '}
          <Link to="/edit-profile">Edit Profile</Link>.
        </p>
      </NumberedSection>

      <NumberedSection number={5} title={title(5)}>
        <p>
          We do not use advertising or tracking cookies. Your browser keeps a few items for you in
          its local storage: your sign-in session, your choice of light or dark mode, your language,
          your saved stories and your favourite authors. Once you sign in, your saved stories and
          favourites are also kept with your account, so they follow you to any browser, and they
          are in your data export. You can remove the browser&apos;s copies at any time by signing
          out and clearing your browser&apos;s site data.
        </p>
      </NumberedSection>

      <NumberedSection number={6} title={title(6)}>
        <p>We share personal information only:</p>
        <ul>
          <li>
            with service providers that run parts of Voices for us, such as hosting, e-mail delivery
            and translation, under contracts that let them use it only to provide that service;
          </li>
          <li>when the law requires it, and then only as much as is required;</li>
          <li>
            to protect the safety of people or the security of the service, for example to stop
            fraud or abuse.
          </li>
        </ul>
        <p>
          If Voices were ever to change hands, this policy would continue to apply to the
          information we hold.
        </p>
      </NumberedSection>

      <NumberedSection number={7} title={title(7)}>
        <p>
          We keep your account information for as long as your account exists. Stories stay
          published until you delete them or your account. Sign-in codes expire within minutes.
          Server logs are deleted after 30 days. When you delete your account, with a code we e-mail
          you to confirm it, your profile, photo and stories are deleted at once, with your drafts,
          follows, saved stories, favourites, blocks, notifications and e-mail settings.
        </p>
      </NumberedSection>

      <NumberedSection number={8} title={title(8)}>
        <p>
          Every connection to Voices is encrypted. We store only a fingerprint of your session, not
          the session itself, so a signed-out session cannot be reused. Access to personal
          information inside the team is limited to the people who need it. No system is perfectly
          secure; if we learn of a breach that affects you, we will tell you promptly.
        </p>
      </NumberedSection>

      <NumberedSection number={9} title={title(9)}>
        <p>You can, at any time:</p>
        <ul>
          <li>
            see and correct your profile on <Link to="/edit-profile">Edit Profile</Link>;
          </li>
          <li>delete any story you have published;</li>
          <li>
            download a copy of everything you gave Voices, as one file, with{' '}
            <strong>Download my data</strong> in your settings;
          </li>
          <li>
            delete your account and the information linked to it with{' '}
            <strong>Delete my account</strong> in your settings;
          </li>
          <li>turn the optional e-mails on or off in your settings, or from any such e-mail;</li>
          <li>object to, or ask us to limit, a particular use of your information.</li>
        </ul>
        <p className="vx-shell-callout">
          Write to <a href="mailto:privacy@voices.example">privacy@voices.example</a>. We respond to
          every privacy request within 48 hours, and tell you if completing it will take longer and
          why.
        </p>
      </NumberedSection>

      <NumberedSection number={10} title={title(10)}>
        <p>
          You must be at least 13 years old to create an account on Voices. We do not knowingly
          collect personal information from children under 13. If you believe a child under 13 has
          given us their information, contact us and we will delete it.
        </p>
      </NumberedSection>

      <NumberedSection number={11} title={title(11)}>
        <p>
          We may update this policy as Voices changes. When we make a significant change we will say
          so on the site, and where the change affects how we use information you have already given
          us, we will ask for your agreement first. The date at the top shows when the policy last
          changed.
        </p>
        <p>
          Questions about this policy or your information:{' '}
          <a href="mailto:privacy@voices.example">privacy@voices.example</a>. See also our{' '}
          <Link to="/terms">Terms &amp; Conditions</Link>.
        </p>
      </NumberedSection>
    </StaticPage>
  );
}

export default PrivacyPage;
