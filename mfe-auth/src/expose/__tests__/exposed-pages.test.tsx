import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '@voices/platform';
import LoginPage from '../login-page';
import RegisterPage from '../register-page';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(url: string, path: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={<Page />} />
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  act(() => sessionStore.getState().logout());
});

describe.each([
  ['./login-page', LoginPage, '/login', 'Sign in'],
  ['./register-page', RegisterPage, '/register', 'Create your account'],
] as const)('%s', (_name, Page, path, title) => {
  it('renders its section inside a router', () => {
    renderAt(`${path}?redirect=%2Fsaved`, path, Page);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('/saved')).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Voices`);
  });
});

describe('./login-page', () => {
  it('links to registration, keeping the redirect', () => {
    renderAt('/login?redirect=%2Fsaved', '/login', LoginPage);

    expect(screen.getByRole('link', { name: 'Create one now' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fsaved',
    );
  });

  it('sends a signed-in user on to the redirect target', () => {
    act(() =>
      sessionStore
        .getState()
        .login({ id: 'u1', name: 'Asha', followers: [], following: [] }, 'token-1'),
    );

    renderAt('/login?redirect=%2Fsaved', '/login', LoginPage);

    expect(screen.getByTestId('location')).toHaveTextContent('/saved');
  });

  it('does not follow a redirect to another site', () => {
    act(() =>
      sessionStore
        .getState()
        .login({ id: 'u1', name: 'Asha', followers: [], following: [] }, 'token-1'),
    );

    renderAt('/login?redirect=%2F%2Fevil.example', '/login', LoginPage);

    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
