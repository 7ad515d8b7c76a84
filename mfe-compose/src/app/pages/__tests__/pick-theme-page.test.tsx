import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { STORAGE_KEYS, preferredTemplateKey } from '@voices/platform';
import {
  API,
  HttpResponse,
  createUser,
  db,
  fail,
  http,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import { remotesOffline } from '../../../testing/environment';
import { PickThemePage } from '../pick-theme-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
  registerRemotes: jest.fn(),
}));
remotesOffline();

function Compose() {
  const { templateId } = useParams();
  return <p>Compose {templateId}</p>;
}

let member: StoredUser;

beforeEach(() => {
  member = createUser({ name: 'Asha' });
});

function renderAt(url: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/contribute" element={<PickThemePage />} />
      <Route path="/contribute/:templateId" element={<Compose />} />
    </Routes>,
    { route: url, user: member },
  );
}

it('checks preferences and goes to the server preference, legacy ids mapped', async () => {
  member.preferredTemplate = 'modern';
  renderAt('/contribute');
  expect(screen.getByText('Checking preferences...')).toBeInTheDocument();
  expect(await screen.findByText('Compose modern-grid')).toBeInTheDocument();
});

it('falls back to the local preference when the server cannot answer', async () => {
  server.use(http.get(`${API}/users/me/preferred-template`, () => fail(400, 'Not now')));
  localStorage.setItem(preferredTemplateKey(member.id), 'noir');
  renderAt('/contribute');
  expect(await screen.findByText('Compose noir')).toBeInTheDocument();
});

describe('for a member who has never saved a theme (the server answers null)', () => {
  beforeEach(() => {
    server.use(
      http.get(`${API}/users/me/preferred-template`, () =>
        HttpResponse.json({ success: true, preferredTemplate: null }),
      ),
    );
  });

  it('shows the themes to choose from, none of them taken for a saved choice', async () => {
    const { user } = renderAt('/contribute');
    expect(screen.getByText('Checking preferences...')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Noir Press/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pick a Theme' })).toBeInTheDocument();
    expect(screen.queryByText(/^Compose/)).not.toBeInTheDocument();
    expect(
      screen.queryAllByRole('button', { pressed: true }).filter((b) => b.closest('li')),
    ).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Unity Desk/ }));
    expect(await screen.findByText('Compose national')).toBeInTheDocument();
    await waitFor(() => expect(db.users[0]!.preferredTemplate).toBe('national'));
  });

  it('goes on to the theme this browser remembers, if any', async () => {
    localStorage.setItem(preferredTemplateKey(member.id), 'niro');
    renderAt('/contribute');
    expect(await screen.findByText('Compose niro')).toBeInTheDocument();
  });
});

it('with bypassPref lists the themes; choosing saves locally and to the server', async () => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    asked.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const { user } = renderAt('/contribute?bypassPref=1');

  await user.click(await screen.findByRole('button', { name: 'Classic' }));
  expect(localStorage.getItem(STORAGE_KEYS.themeFilter)).toBe('Classic');

  await user.click(screen.getByRole('button', { name: 'All' }));
  await user.click(await screen.findByRole('button', { name: /^Red Wave/ }));

  expect(await screen.findByText('Compose udaya')).toBeInTheDocument();
  expect(localStorage.getItem(preferredTemplateKey(member.id))).toBe('udaya');
  await waitFor(() => expect(db.users[0]!.preferredTemplate).toBe('udaya'));
  expect(asked).not.toContain('GET /api/users/me/preferred-template');
  server.events.removeAllListeners();
});
