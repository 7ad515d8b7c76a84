import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { routes } from '../routes';
import { resetStores } from '../../testing/render';

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

beforeEach(() => {
  resetStores();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

it('shows the error screen for a page that fails to render, under a working header', async () => {
  mockedLoadRemote.mockResolvedValue({ default: Broken });
  render(
    <MemoryRouter initialEntries={['/news']}>
      <Routed />
    </MemoryRouter>,
  );
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
