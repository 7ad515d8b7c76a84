import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createUser, renderWithProviders, type StoredUser } from '@voices/platform/testing';
import { remotesOffline } from '../../testing/environment';
import ComposePage from '../compose-page';
import EditNewsPage from '../edit-news-page';
import PickThemePage from '../pick-theme-page';
import ShareNewsModal from '../share-news-modal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
  registerRemotes: jest.fn(),
}));
remotesOffline();

function renderAt(url: string, path: string, element: ReactElement, user?: StoredUser) {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={element} />
      <Route path="/login" element={<p>Login page</p>} />
      <Route path="/contribute/:templateId" element={<p>Compose page</p>} />
    </Routes>,
    { route: url, user },
  );
}

it('./pick-theme-page lists the themes when asked to choose again', async () => {
  renderAt('/contribute?bypassPref=1', '/contribute', <PickThemePage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Pick a Theme' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /The Daily Herald/ })).toBeInTheDocument();
  expect(document.title).toBe('Pick a Theme · Voices');
});

it('./compose-page sends visitors to /login', () => {
  renderAt('/contribute/noir', '/contribute/:templateId', <ComposePage />);

  expect(screen.getByText('Login page')).toBeInTheDocument();
});

it('./compose-page names the theme it composes in for a signed-in user', async () => {
  renderWithProviders(
    <Routes>
      <Route path="/contribute/:templateId" element={<ComposePage />} />
    </Routes>,
    { route: '/contribute/noir', user: createUser({ name: 'Asha' }) },
  );

  expect(await screen.findByText(/Noir Press/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Change Theme' })).toHaveAttribute(
    'href',
    '/contribute?bypassPref=1',
  );
  expect(screen.getByRole('button', { name: 'Publish Now' })).toBeInTheDocument();
  expect(await screen.findByText('Your title appears here')).toBeInTheDocument();
});

it('./edit-news-page asks visitors to log in', () => {
  renderAt('/contribute/edit/abc', '/contribute/edit/:id', <EditNewsPage />);

  expect(screen.getByText('Please login to edit news')).toBeInTheDocument();
});

it('./share-news-modal renders inside a router', async () => {
  renderWithProviders(<ShareNewsModal open onClose={() => {}} />);

  expect(await screen.findByText('Login Required')).toBeInTheDocument();
});
