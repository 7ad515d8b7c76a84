import { screen, waitFor } from '@testing-library/react';
import { preferredTemplateKey } from '@voices/platform';
import {
  API,
  HttpResponse,
  createUser,
  db,
  http,
  renderWithProviders,
  server,
} from '@voices/platform/testing';
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
  it('asks them to log in first', async () => {
    renderModal();

    expect(await screen.findByText('Login Required')).toBeInTheDocument();
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

/** The gateway's answer for a member who has never saved a theme. */
function noSavedTheme() {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/users/me/preferred-template`, ({ request }) => {
      asked.push(request.url);
      return HttpResponse.json({ success: true, preferredTemplate: null });
    }),
  );
  return asked;
}

const pressed = () =>
  screen.queryAllByRole('button', { pressed: true }).filter((button) => button.closest('li'));

describe('ShareNewsModal for signed-in users', () => {
  it('shows the form with a theme chooser and a 6-row content box; a theme is saved', async () => {
    const member = createUser({ name: 'Asha', preferredTemplate: 'modern-grid' });
    const { user } = renderModal(member);

    expect(await screen.findByText('Share Your News')).toBeInTheDocument();
    expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
    expect(await screen.findByLabelText(/Article Content/)).toHaveAttribute('rows', '6');
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

  it("opens in the member's saved theme: this browser's copy, else the server's", async () => {
    const member = createUser({ name: 'Asha', preferredTemplate: 'udaya' });
    const first = renderModal(member);
    expect(screen.getByText('Checking preferences...')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Article Content/)).toBeInTheDocument();
    expect(pressed().map((button) => button.textContent)).toEqual([
      expect.stringContaining('Red Wave'),
    ]);
    expect(screen.queryByText('Choose a theme for your story')).not.toBeInTheDocument();
    first.unmount();

    const asked = noSavedTheme();
    localStorage.setItem(preferredTemplateKey(member.id), 'noir');
    const second = renderModal(member);
    expect(screen.getByLabelText(/Article Content/)).toBeInTheDocument();
    expect(pressed().map((button) => button.textContent)).toEqual([
      expect.stringContaining('Noir Press'),
    ]);
    expect(await screen.findByText('Your title appears here')).toBeInTheDocument();
    await waitFor(() => expect(second.client.isFetching()).toBe(0));
    expect(asked).toEqual([]);
  });

  describe('for a member who has never saved a theme', () => {
    it('asks for the theme first, with none chosen, and opens the form once it is', async () => {
      const member = createUser({ name: 'Asha' });
      const asked = noSavedTheme();
      const { user } = renderModal(member);

      const step = await screen.findByRole('heading', { name: 'Choose a theme for your story' });
      expect(step).toHaveFocus();
      expect(asked).toHaveLength(1);
      expect(pressed()).toEqual([]);
      expect(screen.queryByLabelText(/Article Content/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Publish News' })).not.toBeInTheDocument();
      expect(localStorage.getItem(preferredTemplateKey(member.id))).toBeNull();

      await user.click(screen.getByRole('button', { name: /^Newspaper Classic/ }));

      expect(await screen.findByLabelText(/Article Content/)).toHaveAttribute('rows', '6');
      expect(screen.getByRole('button', { name: /^Newspaper Classic/ })).toHaveFocus();
      expect(screen.getByRole('button', { name: /^Newspaper Classic/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(screen.getByLabelText(/Enable sidebar advertisement/)).not.toBeChecked();
      expect(screen.queryByText('Choose a theme for your story')).not.toBeInTheDocument();
      expect(screen.getByText('Theme saved')).toBeInTheDocument();
      expect(localStorage.getItem(preferredTemplateKey(member.id))).toBe('newspaper-classic');
      await waitFor(() => expect(db.users[0]!.preferredTemplate).toBe('newspaper-classic'));
    });

    it('publishes in the theme chosen, never in a default it did not choose', async () => {
      const member = createUser({ name: 'Asha' });
      noSavedTheme();
      const sent: string[] = [];
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'POST' && request.url.endsWith('/contribute')) {
          void request
            .clone()
            .formData()
            .then((form) => sent.push(String(form.get('selectedTemplate'))));
        }
      });
      const { user } = renderModal(member);
      await screen.findByRole('heading', { name: 'Choose a theme for your story' });
      await user.click(screen.getByRole('button', { name: /^Urban Chronicle/ }));

      await user.type(await screen.findByLabelText(/Article Title/), 'Metro line opens');
      await user.type(screen.getByLabelText(/Article Content/), 'Trains run from today.');
      await user.click(screen.getByRole('button', { name: 'Publish News' }));

      expect(await screen.findByText('Story Published Successfully!')).toBeInTheDocument();
      expect(sent).toEqual(['timesmetro']);
      expect(db.stories[0]).toMatchObject({ selectedTemplate: 'timesmetro' });
      server.events.removeAllListeners();
    });
  });
});

it('renders nothing while closed', () => {
  renderWithProviders(<ShareNewsModal open={false} onClose={() => {}} />);

  expect(screen.queryByText('Login Required')).not.toBeInTheDocument();
});
