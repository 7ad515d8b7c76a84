import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  BellIcon,
  BookmarkIcon,
  GlobeIcon,
  LayoutIcon,
  NewspaperIcon,
  UserPlusIcon,
} from '@voices/ui';
import { StaticPage } from './static-page';

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <NewspaperIcon />,
    title: 'News by topic',
    text: 'Local, national and world news, sport, business, technology, entertainment and health, each with its own tab and filters.',
  },
  {
    icon: <GlobeIcon />,
    title: 'Your language',
    text: 'The whole site can be read in 50 languages, and stories can be written in ten of the languages our community uses most.',
  },
  {
    icon: <LayoutIcon />,
    title: 'Newspaper themes',
    text: 'Publish a story as a broadsheet, a city tabloid or a clean modern layout, and give your portal a masthead of your own.',
  },
  {
    icon: <UserPlusIcon />,
    title: 'Follow writers',
    text: 'Follow the people whose reporting you trust and find their latest stories at the top of your front page.',
  },
  {
    icon: <BellIcon />,
    title: 'Notifications',
    text: 'Hear when someone you follow publishes, or when a reader follows you, without having to check back all day.',
  },
  {
    icon: <BookmarkIcon />,
    title: 'Save for later',
    text: 'Keep stories you want to finish in a reading list that stays in your browser, private to you.',
  },
];

const TEAM = [
  {
    initials: 'CE',
    role: 'Community editors',
    text: 'Read what is published, help new writers find their voice and keep the front page worth opening.',
  },
  {
    initials: 'TS',
    role: 'Trust and safety',
    text: 'Handle reports of abuse, spam and misinformation, and answer takedown and privacy requests.',
  },
  {
    initials: 'PD',
    role: 'Product and design',
    text: 'Shape how stories are read and written, from the themes to the way the site works on a small phone.',
  },
  {
    initials: 'EN',
    role: 'Engineering',
    text: 'Keep Voices fast, secure and available, in every language and on every kind of connection.',
  },
] as const;

const VALUES = [
  {
    title: 'Accuracy before speed',
    text: 'A story that is right matters more than a story that is first. Corrections are made openly.',
  },
  {
    title: 'Every voice counts',
    text: 'News is not only what happens in capital cities. A neighbourhood, a school or a market is news too.',
  },
  {
    title: 'Respect for readers',
    text: 'No clickbait, no dark patterns, and no more data about you than the service needs.',
  },
  {
    title: 'Open by default',
    text: 'Reading Voices is free and needs no account. Writers own their words and can take them down at any time.',
  },
] as const;

export function AboutPage() {
  return (
    <StaticPage
      page="about"
      title="About Voices"
      intro={
        <p>
          Voices is a community news site. Readers follow what is happening near them and around the
          world; anyone with an account can report it, in their own words and their own language.
        </p>
      }
    >
      <section className="vx-shell-about-block" aria-labelledby="about-mission">
        <h2 id="about-mission">Our mission</h2>
        <p className="vx-shell-mission">
          To give everyone a place to share, read and react to the stories that shape their world,
          told by the people who live them.
        </p>
        <p>
          The news we read is too often written far away from where it happens. Voices started from
          a simple idea: the people on the spot, the teacher, the shop owner, the student at the
          match, usually know the story best. We give them the tools of a newsroom: a clear way to
          write, layouts that look like a real newspaper, and an audience that can follow them.
        </p>
      </section>

      <section className="vx-shell-about-block" aria-labelledby="about-features">
        <h2 id="about-features">What you can do on Voices</h2>
        <ul className="vx-shell-card-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="vx-shell-info-card">
              <span className="vx-shell-info-icon" aria-hidden="true">
                {feature.icon}
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="vx-shell-about-block" aria-labelledby="about-team">
        <h2 id="about-team">The team</h2>
        <p>
          Voices is run by a small team working alongside volunteer editors from the community.
          Whoever you reach, a person reads your message.
        </p>
        <ul className="vx-shell-card-grid vx-shell-team-grid">
          {TEAM.map((member) => (
            <li key={member.role} className="vx-shell-info-card">
              <span className="vx-shell-info-icon vx-shell-team-initials" aria-hidden="true">
                {member.initials}
              </span>
              <h3>{member.role}</h3>
              <p>{member.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="vx-shell-about-block" aria-labelledby="about-values">
        <h2 id="about-values">What we stand for</h2>
        <ul className="vx-shell-values-list">
          {VALUES.map((value) => (
            <li key={value.title} className="vx-shell-value">
              <strong>{value.title}</strong>
              <span>{value.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="vx-shell-about-block" aria-labelledby="about-join">
        <h2 id="about-join">Join in</h2>
        <p>
          Start by <Link to="/home">reading today&apos;s front page</Link>. When you have a story of
          your own, <Link to="/register">create a free account</Link> and share it. Questions or
          ideas are welcome at <a href="mailto:hello@voices.example">hello@voices.example</a>.
        </p>
      </section>
    </StaticPage>
  );
}

export default AboutPage;
