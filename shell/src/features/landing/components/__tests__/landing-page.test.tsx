import { LANGUAGES } from '@voices/contracts/constants';
import { screen, within } from '@testing-library/react';
import { LandingPage } from '../landing-page';
import { PSEUDO_LOCALE } from '@voices/platform';
import { renderWithProviders } from '@voices/platform/testing';

it('shows the title, the tagline and the two calls to action', () => {
  renderWithProviders(<LandingPage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Voices');
  expect(
    screen.getAllByText('Your world, your voice: Share, read & react to global stories').length,
  ).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'Explore News' })).toHaveAttribute('href', '/home');
  expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
});

it('links its three cards to /news, /contribute and /home', () => {
  renderWithProviders(<LandingPage />);
  const cards = screen.getByRole('heading', {
    name: 'Read it, write it, follow it',
  }).parentElement!;
  const hrefs = within(cards)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual(['/news', '/contribute', '/home']);
});

it('shows the four stat tiles', () => {
  renderWithProviders(<LandingPage />);
  const stats = within(screen.getByRole('region', { name: 'Voices in numbers' }))
    .getAllByRole('listitem')
    .map((tile) => tile.textContent);
  expect(stats).toEqual(['10+Languages', '1000+Stories', '50+Countries', '24/7Updates']);
});

it('offers every interface language, and the pseudo-locale in development', () => {
  renderWithProviders(<LandingPage />);
  const select = screen.getByRole('combobox', { name: 'Language' });
  const codes = within(select)
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).value);
  expect(codes).toEqual([...LANGUAGES.map((language) => language.code), PSEUDO_LOCALE]);
});

it('has the footer links', () => {
  renderWithProviders(<LandingPage />);
  const footer = within(screen.getByRole('contentinfo'));
  expect(footer.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
  expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
    'href',
    '/terms',
  );
});
