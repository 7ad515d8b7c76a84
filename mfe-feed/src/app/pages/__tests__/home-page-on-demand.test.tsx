import { screen, within } from '@testing-library/react';
import { favoriteAuthors } from '@voices/platform';
import {
  createArticle,
  createStory,
  createUser,
  expectConsole,
  renderWithProviders,
  type StoredUser,
} from '@voices/platform/testing';
import { requestsTo } from '../../../testing/requests';
import { HomePage } from '../home-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn().mockResolvedValue({ default: () => null }),
  registerRemotes: jest.fn(),
}));

beforeAll(() => jest.requireActual('@voices/platform').registerRemoteEntries({}));

// The parts of the page that load when shown, as the page fetches them: each fetch is counted,
// and a part named in `mockOffline` cannot be fetched.
const mockFetched = jest.fn<void, [string]>();
const mockOffline = new Set<string>();
function mockPart(name: string, path: string) {
  mockFetched(name);
  if (mockOffline.has(name)) throw new Error(`Loading chunk ${name} failed`);
  return jest.requireActual(path);
}
jest.mock('../../../features/feed/components/category-news', () =>
  mockPart('category-news', '../../../features/feed/components/category-news'),
);
jest.mock('../../../features/authors/components/followed-authors-panel', () =>
  mockPart('followed-authors', '../../../features/authors/components/followed-authors-panel'),
);
jest.mock('../../../features/authors/components/suggestions-panel', () =>
  mockPart('suggestions', '../../../features/authors/components/suggestions-panel'),
);

const fetched = (name: string) => mockFetched.mock.calls.filter(([part]) => part === name).length;

function renderHome(route = '/home', user: StoredUser | null = null) {
  return renderWithProviders(<HomePage />, { route, user });
}

afterEach(() => mockOffline.clear());

it("shows a tab's list once its code has come, and says so with Try Again when it cannot", async () => {
  createArticle({
    title: 'World 1',
    category: 'world',
    image_url: 'https://images.example.com/w.jpg',
  });
  mockOffline.add('category-news');
  expectConsole('warn', /A part of the page could not be loaded/);
  const { user } = renderHome('/home?tab=world');

  const panel = screen.getByRole('tabpanel');
  expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch World news.');
  expect(requestsTo('category/world')).toHaveLength(0);
  // The rest of the page is there and works.
  expect(screen.getByRole('heading', { level: 1, name: 'World News' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'World' })).toHaveAttribute('aria-selected', 'true');

  mockOffline.delete('category-news');
  await user.click(within(panel).getByRole('button', { name: 'Try Again' }));
  expect(await within(panel).findByText('World 1')).toBeInTheDocument();
  expect(fetched('category-news')).toBe(2);
});

// In this order: the parts are fetched once for the whole file.
describe("the side column's panels of people", () => {
  it('are never fetched for a reader who is not signed in and has no favourite authors', async () => {
    renderHome();
    expect(await screen.findByText('No Home news articles found.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Latest Contributions' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Weather' })).toBeInTheDocument();
    expect(fetched('followed-authors')).toBe(0);
    expect(fetched('suggestions')).toBe(0);
    expect(screen.queryByRole('region', { name: 'Your Authors' })).not.toBeInTheDocument();
  });

  it("come for a reader's favourite authors, signed in or not", async () => {
    const meera = createUser({ name: 'Meera' });
    favoriteAuthors.add({ _id: meera.id, name: 'Meera' });
    renderHome();
    const panel = await screen.findByRole('region', { name: 'Your Authors' });
    expect(within(panel).getByRole('link', { name: 'Meera' })).toHaveAttribute(
      'href',
      `/user/${meera.id}`,
    );
    expect(fetched('followed-authors')).toBe(1);
    expect(fetched('suggestions')).toBe(0);
  });

  it('come for a member, with the suggestions', async () => {
    const writer = createUser({ name: 'Writer' });
    createStory(createUser({ name: 'Suggested' }), { title: 'A story' });
    renderHome('/home', createUser({ name: 'Asha', following: [writer.id] }));
    const panel = await screen.findByRole('region', { name: 'Your Authors' });
    expect(await within(panel).findByText('Writer')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Suggested for You' })).toBeInTheDocument();
    expect(fetched('suggestions')).toBe(1);
  });
});
