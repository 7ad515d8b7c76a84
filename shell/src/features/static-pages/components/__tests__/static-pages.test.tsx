import { screen, within } from '@testing-library/react';
import { AboutPage } from '../about-page';
import { PrivacyPage } from '../privacy-page';
import { TermsPage } from '../terms-page';
import { renderWithProviders } from '@voices/platform/testing';

const numberedHeadings = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .filter((heading) => /^\d+\./.test(heading.textContent ?? ''));

function morePages() {
  return within(screen.getByRole('navigation', { name: 'More from Voices' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

it('About has the mission, feature cards, team and values, and links onwards', () => {
  renderWithProviders(<AboutPage />);
  for (const name of [
    'Our mission',
    'What you can do on Voices',
    'The team',
    'What we stand for',
  ]) {
    expect(screen.getByRole('heading', { name })).toBeInTheDocument();
  }
  expect(morePages()).toEqual(['/', '/privacy', '/terms']);
});

it('the Privacy Policy has 11 sections, a 48 h response time and a minimum age of 13', () => {
  renderWithProviders(<PrivacyPage />);
  expect(numberedHeadings()).toHaveLength(11);
  expect(document.body).toHaveTextContent('within 48 hours');
  expect(document.body).toHaveTextContent('at least 13 years old');
  expect(morePages()).toEqual(['/', '/about', '/terms']);
});

it('the Privacy Policy describes export, deletion, reports, blocking and the optional e-mails', () => {
  renderWithProviders(<PrivacyPage />);
  for (const words of [
    'Download my data',
    'Delete my account',
    'report a story or a member',
    'You can block a member',
    'a daily digest of new stories by the authors you follow',
  ]) {
    expect(document.body).toHaveTextContent(words);
  }
});

it('the Terms have 14 sections, a 72 h response time and a minimum age of 13', () => {
  renderWithProviders(<TermsPage />);
  expect(numberedHeadings()).toHaveLength(14);
  expect(document.body).toHaveTextContent('within 72 hours');
  expect(document.body).toHaveTextContent('at least 13 years old');
  expect(morePages()).toEqual(['/', '/about', '/privacy']);
});
