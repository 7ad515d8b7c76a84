import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedNews } from '@voices/platform';
import {
  createStory,
  createUser,
  db,
  renderWithProviders,
  type StoredUser,
} from '@voices/platform/testing';
import { SavedPage, savedItemPath } from '../saved-page';

function renderPage(user?: StoredUser) {
  renderWithProviders(<SavedPage />, { route: '/saved', path: '/saved', user: user ?? null });
}

const OLDER = {
  _id: '64f1a2b3c4d5e6f708192a01',
  title: 'Rain returns to the valley',
  content: 'After a dry month…',
  author: 'Meera',
  authorId: '64f1a2b3c4d5e6f708192aa1',
  category: 'Local',
  submittedAt: '2024-05-01T08:00:00.000Z',
  image: 'rain.jpg',
};

const NEWER = {
  _id: '64f1a2b3c4d5e6f708192a02',
  title: 'City council approves new cycle lanes',
  content: 'The vote passed…',
  author: 'Arjun',
  authorId: '64f1a2b3c4d5e6f708192aa2',
  submittedAt: '2024-06-01T08:00:00.000Z',
};

function titles() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

beforeEach(() => {
  localStorage.clear();
});

describe('SavedPage', () => {
  it('says so when nothing is saved', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Saved News' })).toBeInTheDocument();
    expect(screen.getByText('No saved articles yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
    expect(document.title).toBe('Saved News · Voices');
  });

  it('lists saved articles newest first with their author', () => {
    savedNews.add(OLDER);
    savedNews.add(NEWER);

    renderPage();

    expect(titles()).toEqual([NEWER.title, OLDER.title]);
    expect(screen.getByText('Meera')).toBeInTheDocument();
    expect(screen.getByText('Arjun')).toBeInTheDocument();
  });

  it('shows No Image Available when an article has no image or its image fails to load', () => {
    savedNews.add(OLDER);
    savedNews.add(NEWER);

    renderPage();

    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toMatch(/\/uploads\/rain\.jpg$/);
    act(() => {
      images[0]!.dispatchEvent(new Event('error'));
    });
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getAllByText('No Image Available')).toHaveLength(2);
  });

  it('removes one article', async () => {
    savedNews.add(OLDER);
    savedNews.add(NEWER);
    renderPage();

    const card = screen.getByRole('article', { name: NEWER.title });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));

    expect(titles()).toEqual([OLDER.title]);
    expect(savedNews.list().map((item) => item._id)).toEqual([OLDER._id]);
  });

  it('clears all after confirmation', async () => {
    savedNews.add(OLDER);
    savedNews.add(NEWER);
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));

    expect(screen.getByText('No saved articles yet.')).toBeInTheDocument();
    expect(savedNews.list()).toEqual([]);
  });

  it('keeps everything when clearing is cancelled', async () => {
    savedNews.add(OLDER);
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );

    expect(titles()).toEqual([OLDER.title]);
  });

  it('opens the article view with the id and category in the query', async () => {
    savedNews.add(OLDER);
    renderPage();

    const card = screen.getByRole('article', { name: OLDER.title });
    await userEvent.click(within(card).getByRole('button', { name: 'Open' }));

    expect(screen.getByTestId('location')).toHaveTextContent(
      `/contribute/news/${OLDER._id}?id=${OLDER._id}&category=Local`,
    );
  });

  it('leaves the category out when the article has none', () => {
    expect(savedItemPath({ _id: 'a b' })).toBe('/contribute/news/a%20b?id=a%20b');
    expect(savedItemPath({ _id: 'x', category: 'Science & Tech' })).toBe(
      '/contribute/news/x?id=x&category=Science%20%26%20Tech',
    );
  });

  it('follows changes made in another tab', () => {
    renderPage();

    act(() => {
      const value = JSON.stringify([OLDER]);
      localStorage.setItem('saved_contributions', value);
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: 'saved_contributions',
          newValue: value,
          storageArea: localStorage,
        }),
      );
    });

    expect(titles()).toEqual([OLDER.title]);
  });
});

describe('SavedPage for a member', () => {
  it('shows the stories saved on another device, in a browser that has none', async () => {
    const member = createUser();
    const author = createUser({ name: 'Meera' });
    const story = createStory(author, { title: 'Saved on the laptop', category: 'Local' });
    db.saved.push({ userId: member.id, id: story.id, savedAt: '2020-01-01T00:00:00.000Z' });

    renderPage(member);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Saved on the laptop' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Meera')).toBeInTheDocument();
    // Kept in the browser too, for reading offline.
    expect(savedNews.list().map((item) => item._id)).toEqual([story.id]);
  });

  it("merges this browser's list in at sign-in", async () => {
    const member = createUser();
    const story = createStory(createUser({ name: 'Arjun' }), { title: 'Saved as a visitor' });
    const other = createStory(createUser({ name: 'Meera' }), { title: 'Saved elsewhere' });
    db.saved.push({ userId: member.id, id: other.id, savedAt: '2020-01-01T00:00:00.000Z' });
    savedNews.add({ _id: story.id, title: story.title });

    renderPage(member);

    await waitFor(() => expect(titles()).toEqual(['Saved as a visitor', 'Saved elsewhere']));
    expect(db.saved.map((entry) => entry.id).sort()).toEqual([story.id, other.id].sort());
  });

  it('removes and clears on the account', async () => {
    const member = createUser();
    const author = createUser({ name: 'Meera' });
    const first = createStory(author, { title: 'First' });
    const second = createStory(author, { title: 'Second' });
    db.saved.push(
      { userId: member.id, id: first.id, savedAt: '2020-01-01T00:00:00.000Z' },
      { userId: member.id, id: second.id, savedAt: '2020-01-02T00:00:00.000Z' },
    );
    renderPage(member);
    await waitFor(() => expect(titles()).toEqual(['Second', 'First']));

    const card = screen.getByRole('article', { name: 'Second' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(titles()).toEqual(['First']));
    expect(db.saved.map((entry) => entry.id)).toEqual([first.id]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('from your account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('No saved articles yet.')).toBeInTheDocument();
    expect(db.saved).toEqual([]);
  });
});
