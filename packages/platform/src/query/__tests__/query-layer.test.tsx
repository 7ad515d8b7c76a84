import { act, render, screen, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SOCKET_EVENTS } from '@voices/contracts/constants';
import { connectRealtime } from '../../realtime';
import { sessionStore } from '../../session-store';
import { queryKeys } from '../../api/query-keys';
import { useContributions, useDeleteStory, useStory } from '../../api/stories';
import { useUserProfile } from '../../api/users';
import { QueryProvider } from '../query-provider';
import {
  createStory,
  createTestQueryClient,
  createUser,
  realtime,
  renderWithProviders,
  server,
  type StoredUser,
} from '../../testing';

let author: StoredUser;

beforeEach(() => {
  author = createUser({ name: 'Ben Okafor' });
});

/** Counts the requests to one path. */
function requestsTo(pathname: string) {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === pathname) seen.count += 1;
  });
  return seen;
}

function Profile({ id, label }: { id: string; label: string }) {
  const { data } = useUserProfile(id);
  return <p>{data ? `${label}: ${data.user.name}, ${data.user.articlesCount} stories` : '…'}</p>;
}

function Stories() {
  const { data = [], hasNextPage, fetchNextPage } = useContributions({ limit: 2 });
  return (
    <>
      <ul>
        {data.map((story) => (
          <li key={story.id}>{story.title}</li>
        ))}
      </ul>
      {hasNextPage ? (
        <button type="button" onClick={() => void fetchNextPage()}>
          Show More
        </button>
      ) : null}
    </>
  );
}

describe('the server-state cache', () => {
  it('serves a profile one section fetched to another without asking again', async () => {
    const requests = requestsTo(`/api/user/${author.id}`);
    const client = createTestQueryClient();
    renderWithProviders(<Profile id={author.id} label="Feed" />, { client });
    expect(await screen.findByText('Feed: Ben Okafor, 0 stories')).toBeInTheDocument();

    // A second tree on the same client, as a second remote on the page's one client.
    renderWithProviders(<Profile id={author.id} label="Profile" />, { client });
    expect(screen.getByText('Profile: Ben Okafor, 0 stories')).toBeInTheDocument();
    expect(requests.count).toBe(1);
  });

  it('pages a list with Show More until the last page', async () => {
    for (let i = 0; i < 3; i += 1) createStory(author, { title: `Story ${i}` });
    const { user } = renderWithProviders(<Stories />);
    expect(await screen.findByText('Story 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show More' }));
    expect(await screen.findByText('Story 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('reads lists and the author again when a story is published elsewhere', async () => {
    await connectRealtime();
    renderWithProviders(
      <>
        <Stories />
        <Profile id={author.id} label="Author" />
      </>,
    );
    expect(await screen.findByText('Author: Ben Okafor, 0 stories')).toBeInTheDocument();

    const story = createStory(author, { title: 'Fresh from the harbour' });
    realtime.serverEmit(SOCKET_EVENTS.newsContributed, { id: story.id, authorId: author.id });

    expect(await screen.findByText('Fresh from the harbour')).toBeInTheDocument();
    expect(await screen.findByText('Author: Ben Okafor, 1 stories')).toBeInTheDocument();
  });

  it('forgets a deleted story and the list no longer shows it', async () => {
    const story = createStory(author, { title: 'Gone soon' });
    const client = createTestQueryClient();

    function Delete() {
      const remove = useDeleteStory();
      const { data } = useStory(story.id);
      return (
        <button type="button" onClick={() => remove.mutate({ id: story.id, authorId: author.id })}>
          Delete {data?.title}
        </button>
      );
    }

    const { user } = renderWithProviders(
      <>
        <Stories />
        <Delete />
      </>,
      { client, user: author },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Gone soon' }));

    await waitFor(() => expect(screen.queryByText('Gone soon', { selector: 'li' })).toBeNull());
    expect(client.getQueryData(queryKeys.stories.detail(story.id))).toBeUndefined();
  });

  it('drops everything cached when the session changes', async () => {
    const client = createTestQueryClient();
    renderWithProviders(<Profile id={author.id} label="Seen" />, { client, user: author });
    expect(await screen.findByText(/Seen: Ben Okafor/)).toBeInTheDocument();

    sessionStore.getState().logout();

    expect(client.getQueryData(queryKeys.users.profile(author.id))).toBeUndefined();
  });
});

describe('a cache several providers hold', () => {
  function Holders({ count, client }: { count: number; client: QueryClient }) {
    return (
      <>
        {Array.from({ length: count }, (_, index) => (
          <QueryProvider key={index} client={client} />
        ))}
      </>
    );
  }

  it('is kept current once, and for as long as one of them is on the page', async () => {
    await connectRealtime();
    const client = createTestQueryClient();
    const unread = () => client.getQueryData<number>(queryKeys.notifications.unreadCount);
    client.setQueryData(queryKeys.notifications.unreadCount, 1);
    const { rerender, unmount } = render(<Holders count={3} client={client} />);

    // Three providers, one client: a notification counts once.
    act(() => realtime.serverEmit(SOCKET_EVENTS.notification, { message: 'One' }));
    expect(unread()).toBe(2);

    rerender(<Holders count={1} client={client} />);
    act(() => realtime.serverEmit(SOCKET_EVENTS.notification, { message: 'Two' }));
    expect(unread()).toBe(3);

    unmount();
    act(() => realtime.serverEmit(SOCKET_EVENTS.notification, { message: 'Three' }));
    expect(unread()).toBe(3);
  });

  it('holds the client of the provider around it when given none', () => {
    const client = createTestQueryClient();
    function Which() {
      return <p>{useQueryClient() === client ? 'outer' : 'other'}</p>;
    }
    render(
      <QueryProvider client={client}>
        <QueryProvider>
          <Which />
        </QueryProvider>
      </QueryProvider>,
    );
    expect(screen.getByText('outer')).toBeInTheDocument();
  });
});
