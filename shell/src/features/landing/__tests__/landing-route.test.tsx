import { screen } from '@testing-library/react';
import { renderWithProviders } from '@voices/platform/testing';
import { Suspense } from 'react';
import { Landing, loadLanding } from '../landing-route';

// The landing page is a file of its own; the start loads it before React takes over the page
// drawn at build time, which must then be drawn at once, as it was at build time.
describe('the landing route', () => {
  it('suspends while its code comes, the first time it is shown without it', async () => {
    renderWithProviders(
      <Suspense fallback={<p>Loading the page</p>}>
        <Landing />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /Voices/ })).toBeInTheDocument();
  });

  it('draws the page at once once its code has been loaded', async () => {
    await loadLanding();
    renderWithProviders(
      <Suspense fallback={<p>Loading the page</p>}>
        <Landing />
      </Suspense>,
    );
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Voices/ })).toBeInTheDocument();
  });
});
