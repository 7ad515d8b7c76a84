import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { API, delay, http, renderWithProviders, server } from '@voices/platform/testing';
import { story } from '../../testing/fixtures';
import { requestsTo } from '../../testing/request-log';
import ContributedNewsPage from '../contributed-news-page';
import PortalPage from '../portal-page';
import {
  THEMES,
  UNKNOWN_THEME_MESSAGE,
  getTheme,
  normalizeThemeId,
  showsCategoryPills,
  storyThemeId,
} from '../theme-registry';
import ThemeRenderer, { isEligibleForRelated } from '../theme-renderer';
import ThemeMiniature from '../theme-miniature';
import ThemeTestPage from '../theme-test-page';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

beforeEach(() => {
  server.use(http.get(`${API}/*`, () => delay('infinite')));
});

const PAGES: [name: string, Page: ComponentType, path: string, url: string, text: string][] = [
  ['./theme-test-page', ThemeTestPage, '/theme-test', '/theme-test', 'Theme Test'],
  [
    './portal-page',
    PortalPage,
    '/portal/:authorId/:themeId',
    '/portal/64f1a2b3c4d5e6f708192a3b/noir',
    'Loading portal…',
  ],
  [
    './contributed-news-page',
    ContributedNewsPage,
    '/contribute/news/:id',
    '/contribute/news/64f1a2b3c4d5e6f708192a3c?id=64f1a2b3c4d5e6f708192a3c&category=World',
    'Loading news...',
  ],
];

describe.each(PAGES)('%s', (_name, Page, path, url, text) => {
  it('renders its page inside a router', async () => {
    // act(async) lets what a page loads on demand (the theme gallery's layouts) arrive
    await act(async () => {
      renderWithProviders(<Page />, { route: url, path });
    });
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});

it('./theme-registry exposes the themes and their lookup', () => {
  expect(THEMES).toHaveLength(8);
  expect(getTheme('udaya')?.name).toBe('Red Wave');
  expect(normalizeThemeId('modern')).toBe('modern-grid');
  expect(UNKNOWN_THEME_MESSAGE).toBe('This theme is not recognized.');
  expect(storyThemeId({ selectedTemplate: 'express' })).toBe('modern-grid');
  expect(showsCategoryPills('express', 3)).toBe(false);
  expect(showsCategoryPills('noir', 2)).toBe(true);
});

it('./theme-renderer renders a story card', () => {
  render(
    <ThemeRenderer story={{ title: 'Hello', content: 'World', category: 'Local', author: 'A' }} />,
  );
  expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
  expect(isEligibleForRelated({ title: 'x', isFake: 'y' })).toBe(false);
});

it('./theme-renderer draws a full preview from its props alone, asking the server nothing', () => {
  const lead = story({ title: 'Draft headline', content: 'Draft text.' });
  render(
    <ThemeRenderer
      story={lead}
      mode="full"
      stories={[lead, story({ title: 'Older' })]}
      heading="My Heading"
      showAdvertisement
      preview
    />,
  );
  expect(screen.getByRole('heading', { name: 'Draft headline' })).toBeInTheDocument();
  expect(screen.getByText('My Heading')).toBeInTheDocument();
  expect(screen.getByText('Draft text.')).toBeInTheDocument();
  expect(screen.getByLabelText('Weather')).toHaveTextContent('72°F');
  // The advertisement belongs to the newspaper layout alone (spec 001 §2).
  expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  expect(requestsTo()).toHaveLength(0);
});

it("./theme-renderer shows the advertisement in the newspaper layout's full preview", () => {
  const lead = story({ title: 'Draft headline', content: 'Draft text.' });
  render(
    <ThemeRenderer
      story={lead}
      themeId="newspaper-classic"
      mode="full"
      stories={[lead]}
      showAdvertisement
      preview
    />,
  );
  expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();
  // Links are inert in a preview, so a click cannot lose the draft.
  expect(screen.queryByRole('link', { name: 'Share Your News' })).toBeNull();
  expect(requestsTo()).toHaveLength(0);
});

it("./theme-miniature draws a theme's layout from its id alone, asking the server nothing", () => {
  render(<ThemeMiniature themeId="timesmetro" />);
  expect(screen.getByRole('img', { name: /^Urban Chronicle: .*Metro Lines/ })).toBeInTheDocument();
  expect(requestsTo()).toHaveLength(0);
});
