import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { savedNews } from '@voices/platform';
import { SavedPage, savedItemPath } from '../saved-page';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderPage() {
  render(
    <MemoryRouter
      initialEntries={['/saved']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route path="/saved" element={<SavedPage />} />
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
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
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear All' }));

    expect(screen.getByText('No saved articles yet.')).toBeInTheDocument();
    expect(savedNews.list()).toEqual([]);
  });

  it('keeps everything when clearing is cancelled', async () => {
    savedNews.add(OLDER);
    renderPage();

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
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
