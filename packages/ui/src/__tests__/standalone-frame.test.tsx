import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { themeStore } from '@voices/platform';
import { StandaloneFrame } from '../components/standalone-frame';

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
