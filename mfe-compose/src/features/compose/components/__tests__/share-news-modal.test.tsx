import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '@voices/platform';
import { ShareNewsModal } from '../share-news-modal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
}));
jest.mock('../../api/custom-heading', () => ({
  getCustomHeading: jest.fn(() => Promise.resolve(null)),
  saveCustomHeading: jest.fn(),
}));
jest.mock('../../api/preferred-template', () => ({
  getPreferredTemplate: jest.fn(() => Promise.resolve('modern-grid')),
  savePreferredTemplate: jest.fn(() => Promise.resolve({ success: true })),
}));

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderModal(onClose = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/home?showForm=true']}>
      <ShareNewsModal open onClose={onClose} />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
  return onClose;
}

afterEach(() => {
  act(() => sessionStore.getState().logout());
});

describe('ShareNewsModal for visitors', () => {
  it('asks them to log in first', () => {
    renderModal();

    expect(screen.getByText('Login Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('Login Now goes to /login', async () => {
    const onClose = renderModal();

    await userEvent.click(screen.getByRole('button', { name: 'Login Now' }));

    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('Go Back goes to /', async () => {
    const onClose = renderModal();

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('ShareNewsModal for signed-in users', () => {
  it('shows the form with a theme chooser and a 6-row content box', async () => {
    act(() =>
      sessionStore
        .getState()
        .login({ id: 'u1', name: 'Asha', followers: [], following: [] }, 'token-1'),
    );

    renderModal();

    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
    expect(screen.getByText('Share Your News')).toBeInTheDocument();
    expect(screen.getByLabelText(/Article Content/)).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: 'Publish News' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Noir Press/ }));

    expect(screen.getByRole('button', { name: /Noir Press/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Theme saved')).toBeInTheDocument();
    expect(localStorage.getItem('preferredTemplate:u1')).toBe('noir');
  });
});

it('renders nothing while closed', () => {
  render(
    <MemoryRouter>
      <ShareNewsModal open={false} onClose={() => {}} />
    </MemoryRouter>,
  );

  expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
});
