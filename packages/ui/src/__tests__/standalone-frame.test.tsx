import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { themeStore } from '@voices/platform';
import { StandaloneFrame, StandaloneSection } from '../components/standalone-frame';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

const links = [
  { to: '/home', label: 'Home' },
  { to: '/saved', label: 'Saved' },
];

describe('StandaloneFrame', () => {
  it('shows the section, its links with the current one active, and the page', () => {
    render(
      <MemoryRouter initialEntries={['/saved']} future={ROUTER_FUTURE}>
        <StandaloneFrame section="Feed" links={links}>
          <p>Page body</p>
        </StandaloneFrame>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Voices Feed' })).toHaveAttribute('href', '/home');
    const nav = screen.getByRole('navigation', { name: 'Feed pages' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Saved' }));
    expect(screen.getByRole('link', { name: 'Saved' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
  });

  it('switches between light and dark mode', async () => {
    themeStore.getState().setTheme('light');
    render(
      <MemoryRouter future={ROUTER_FUTURE}>
        <StandaloneFrame section="Feed" links={links}>
          <p>Page body</p>
        </StandaloneFrame>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(themeStore.getState().theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });
});

describe('StandaloneSection', () => {
  const routes = [
    { path: '/home', element: <p>The feed</p> },
    { path: '/saved', element: <p>Saved stories</p> },
  ];

  function renderAt(path: string) {
    render(
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <StandaloneSection section="Feed" kicker="Reading" links={links} routes={routes} />
      </MemoryRouter>,
    );
  }

  it('opens the first link at the root and each route at its path', () => {
    renderAt('/');
    expect(screen.getByRole('main')).toHaveTextContent('The feed');
  });

  it('shows the page of a route', () => {
    renderAt('/saved');
    expect(screen.getByRole('main')).toHaveTextContent('Saved stories');
  });

  it('says an unknown address is not part of the section, with the way back', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('This address is not part of the Feed section of Voices.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reading')).toBeInTheDocument();
  });
});
