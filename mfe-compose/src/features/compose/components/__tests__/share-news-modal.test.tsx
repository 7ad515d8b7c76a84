import { screen, waitFor } from '@testing-library/react';
import { preferredTemplateKey } from '@voices/contracts/constants';
import { createUser, db, renderWithProviders } from '@voices/platform/testing';
import { remotesOffline } from '../../../../testing/environment';
import { ShareNewsModal } from '../share-news-modal';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
  registerRemotes: jest.fn(),
}));
remotesOffline();

function renderModal(user: ReturnType<typeof createUser> | null = null) {
  const onClose = jest.fn();
  const view = renderWithProviders(<ShareNewsModal open onClose={onClose} />, {
    route: '/home?showForm=true',
    user,
  });
  return { ...view, onClose };
}

describe('ShareNewsModal for visitors', () => {
  it('asks them to log in first', () => {
    renderModal();

    expect(screen.getByText('Login Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('Login Now goes to /login', async () => {
    const { onClose, user } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Login Now' }));

    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('Go Back goes to /', async () => {
    const { onClose, user } = renderModal();

    await user.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

describe('ShareNewsModal for signed-in users', () => {
  it('shows the form with a theme chooser and a 6-row content box; a theme is saved', async () => {
    const member = createUser({ name: 'Asha' });
    const { user } = renderModal(member);

    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
    expect(screen.getByText('Share Your News')).toBeInTheDocument();
    expect(screen.getByLabelText(/Article Content/)).toHaveAttribute('rows', '6');
    expect(screen.getByRole('button', { name: 'Publish News' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: /Noir Press/ }));

    expect(screen.getByRole('button', { name: /Noir Press/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Theme saved')).toBeInTheDocument();
    expect(localStorage.getItem(preferredTemplateKey(member.id))).toBe('noir');
    await waitFor(() => expect(db.users[0]!.preferredTemplate).toBe('noir'));
  });
});

it('renders nothing while closed', () => {
  renderWithProviders(<ShareNewsModal open={false} onClose={() => {}} />);

  expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
});
