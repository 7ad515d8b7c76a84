import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { routes } from '../routes';
import { expectConsole, renderWithProviders } from '@voices/platform/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

function Routed() {
  return useRoutes(routes);
}

function Broken(): never {
  throw new Error('boom');
}

it('shows the error screen for a page that fails to render, under a working header', async () => {
  // React reports the error it caught; the error screen is what this test is about.
  expectConsole('error', /boom/);
  // React 18 follows a caught error with where it happened.
  expectConsole('error', /The above error occurred/);
  mockedLoadRemote.mockResolvedValue({ default: Broken });
  renderWithProviders(<Routed />, { route: '/news' });
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(
    screen.getByText(
      "We're sorry, but something unexpected happened. Please try refreshing the page.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Login/ })).toBeInTheDocument();
});
