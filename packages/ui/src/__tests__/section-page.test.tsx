import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SectionPage } from '../components/section-page';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

describe('SectionPage', () => {
  it('shows its kicker, title, description, details, links and sets the page title', () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']} future={ROUTER_FUTURE}>
        <SectionPage
          kicker="Profile"
          title="Page not found"
          description="This address is not part of Voices."
          details={[{ label: 'Address', value: '/nowhere' }]}
          links={[{ to: '/profile/me', label: 'Your profile' }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('This address is not part of Voices.')).toBeInTheDocument();
    expect(screen.getByText('Address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      '/profile/me',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(document.title).toBe('Page not found · Voices');
  });

  it('offers no way back home when already there', () => {
    render(
      <MemoryRouter initialEntries={['/home']} future={ROUTER_FUTURE}>
        <SectionPage kicker="Account" title="Home" description="Start here." />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Back to Home' })).not.toBeInTheDocument();
  });
});
