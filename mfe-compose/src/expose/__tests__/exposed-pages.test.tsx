import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ComposePage from '../compose-page';
import EditNewsPage from '../edit-news-page';
import PickThemePage from '../pick-theme-page';
import ShareNewsModal from '../share-news-modal';

const PAGES: [name: string, Page: ComponentType, path: string, url: string, title: string][] = [
  ['./pick-theme-page', PickThemePage, '/contribute', '/contribute', 'Pick a Theme'],
  ['./compose-page', ComposePage, '/contribute/:templateId', '/contribute/noir', 'Compose'],
  [
    './edit-news-page',
    EditNewsPage,
    '/contribute/edit/:id',
    '/contribute/edit/64f1a2b3c4d5e6f708192a3b',
    'Edit News',
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

it('./compose-page names the theme it composes in, mapping legacy ids', () => {
  render(
    <MemoryRouter initialEntries={['/contribute/modern']}>
      <Routes>
        <Route path="/contribute/:templateId" element={<ComposePage />} />
      </Routes>
    </MemoryRouter>,
  );

  expect(screen.getByText('The Daily Herald (modern-grid)')).toBeInTheDocument();
});

it('./share-news-modal renders inside a router', () => {
  render(
    <MemoryRouter>
      <ShareNewsModal open onClose={() => {}} />
    </MemoryRouter>,
  );

  expect(screen.getByText('Login Required')).toBeInTheDocument();
});
