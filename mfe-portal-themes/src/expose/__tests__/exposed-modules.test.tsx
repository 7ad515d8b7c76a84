import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ContributedNewsPage from '../contributed-news-page';
import PortalPage from '../portal-page';
import { THEMES, getTheme, normalizeThemeId } from '../theme-registry';
import ThemeRenderer from '../theme-renderer';
import ThemeTestPage from '../theme-test-page';

const PAGES: [name: string, Page: ComponentType, path: string, url: string, title: string][] = [
  ['./theme-test-page', ThemeTestPage, '/theme-test', '/theme-test', 'Theme Test'],
  [
    './portal-page',
    PortalPage,
    '/portal/:authorId/:themeId',
    '/portal/64f1a2b3c4d5e6f708192a3b/noir',
    'Author Portal',
  ],
  [
    './contributed-news-page',
    ContributedNewsPage,
    '/contribute/news/:id',
    '/contribute/news/64f1a2b3c4d5e6f708192a3c?id=64f1a2b3c4d5e6f708192a3c&category=World',
    'Contributed Story',
  ],
];

describe.each(PAGES)('%s', (_name, Page, path, url, title) => {
  it('renders its section inside a router', () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(document.title).toBe(`${title} · Voices`);
  });
});

it('./portal-page names the theme and links to the profile', () => {
  render(
    <MemoryRouter initialEntries={['/portal/64f1a2b3c4d5e6f708192a3b/express']}>
      <Routes>
        <Route path="/portal/:authorId/:themeId" element={<PortalPage />} />
      </Routes>
    </MemoryRouter>,
  );

  expect(screen.getByText('The Daily Herald')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
    'href',
    '/profile/64f1a2b3c4d5e6f708192a3b',
  );
});

it('./contributed-news-page shows the story and its category', () => {
  render(
    <MemoryRouter initialEntries={['/contribute/news/abc?id=abc&category=World']}>
      <Routes>
        <Route path="/contribute/news/:id" element={<ContributedNewsPage />} />
      </Routes>
    </MemoryRouter>,
  );

  expect(screen.getByText('abc')).toBeInTheDocument();
  expect(screen.getByText('World')).toBeInTheDocument();
});

it('./theme-registry exposes the themes and their lookup', () => {
  expect(THEMES).toHaveLength(8);
  expect(getTheme('udaya')?.name).toBe('Red Wave');
  expect(normalizeThemeId('modern')).toBe('modern-grid');
});

it('./theme-renderer renders a story', () => {
  render(
    <ThemeRenderer story={{ title: 'Hello', content: 'World', category: 'Local', author: 'A' }} />,
  );

  expect(screen.getByRole('heading', { name: 'Hello' })).toBeInTheDocument();
});
