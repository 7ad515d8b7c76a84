import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { savedNews, storage, type Article } from '@voices/platform';
import { SAVED_MESSAGES } from '@voices/contracts/constants';
import { Toaster, toast } from '@voices/ui';
import {
  API,
  createArticle,
  createStory,
  createUser,
  db,
  fail,
  http,
  renderWithProviders,
  server,
} from '@voices/platform/testing';
import { requestsTo } from '../../../testing/requests';
import { ArticleCard } from '../article-card';

function renderCard(article: Article) {
  return renderWithProviders(
    <>
      <ArticleCard article={article} />
      <Toaster />
    </>,
  );
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

/** An item from a news source, with a picture, published two hours ago. */
function feedItem(fields: Partial<Article> = {}) {
  return createArticle({
    title: 'Monsoon reaches the coast early this year',
    description: 'Forecasters say the rains arrived a week ahead of schedule.',
    image_url: 'https://images.example.com/monsoon.jpg',
    link: 'https://news.example.com/monsoon',
    source_name: 'Coastal Times',
    source_icon: 'https://news.example.com/icon.png',
    creator: 'Ravi Kumar',
    publishedAt: hoursAgo(2),
    ...fields,
  });
}

/** A community story by Meera Nair. */
function story(fields: Partial<Article> = {}) {
  const meera = createUser({ name: 'Meera Nair' });
  return createStory(meera, { media: ['lake.jpg'], ...fields });
}

beforeEach(() => {
  act(() => toast.clear());
});

describe('the byline', () => {
  it('names the source and links a source item to a search for its writer', () => {
    renderCard(feedItem({ source_name: 'Coastal Times', creator: 'Ravi Kumar' }));
    const link = screen.getByRole('link', { name: /Coastal Times/ });
    expect(link).toHaveAttribute('href', '/user/search?q=Ravi%20Kumar');
  });

  it('falls back to the creator, then to Unknown Source', () => {
    const { unmount } = renderCard(feedItem({ source_name: null, creator: 'Ravi Kumar' }));
    expect(screen.getByRole('link', { name: /Ravi Kumar/ })).toBeInTheDocument();
    unmount();
    renderCard(feedItem({ source_name: null, creator: null, author: null }));
    expect(screen.getByText('Unknown Source')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Unknown Source/ })).not.toBeInTheDocument();
  });

  it("links a community story to its author's page", () => {
    const item = story();
    expect(item.author).toBe('Meera Nair');
    renderCard(item);
    expect(screen.getByRole('link', { name: /Meera Nair/ })).toHaveAttribute(
      'href',
      `/user/${item.authorId}`,
    );
  });
});

describe('the body', () => {
  it('shows the category, the headline, the summary and a relative date', () => {
    renderCard(
      feedItem({
        category: 'world',
        title: 'Monsoon arrives',
        publishedAt: hoursAgo(3),
      }),
    );
    // The category by its name in the interface language.
    expect(screen.getByText('World')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monsoon arrives' })).toBeInTheDocument();
    expect(
      screen.getByText('Forecasters say the rains arrived a week ahead of schedule.'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
  });

  it("says 'No Title' and 'No Image Available' when they are missing", () => {
    renderCard(feedItem({ title: '  ', image_url: null, media: [] }));
    expect(screen.getByRole('heading', { name: 'No Title' })).toBeInTheDocument();
    expect(screen.getByText('No Image Available')).toBeInTheDocument();
  });

  it('replaces a picture that fails to load with the placeholder', () => {
    const { container } = renderCard(
      feedItem({ image_url: 'https://images.example.com/gone.jpg' }),
    );
    const img = container.querySelector('img.vx-feed-card-image') as HTMLImageElement;
    expect(img).toHaveAttribute('src', 'https://images.example.com/gone.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '640');
    fireEvent.error(img);
    expect(screen.getByText('No Image Available')).toBeInTheDocument();
  });

  it("shows a story's first picture that is not a video, from the uploads", () => {
    const { container } = renderCard(story({ image_url: null, media: ['clip.mp4', 'shore.jpg'] }));
    expect(container.querySelector('img.vx-feed-card-image')).toHaveAttribute(
      'src',
      '/uploads/shore.jpg',
    );
  });

  it('opens a source item at its source in a new tab, or on its page here without a link', () => {
    const { unmount } = renderCard(feedItem({ link: 'https://news.example.com/a' }));
    const read = screen.getByRole('link', { name: 'Read Full Article' });
    expect(read).toHaveAttribute('href', 'https://news.example.com/a');
    expect(read).toHaveAttribute('target', '_blank');
    expect(read.getAttribute('rel')).toContain('noopener');
    unmount();
    const item = feedItem({ link: null });
    renderCard(item);
    const here = screen.getByRole('link', { name: 'Read Full Article' });
    expect(here).toHaveAttribute('href', `/news/${item.id}`);
    expect(here).not.toHaveAttribute('target');
  });

  it("opens a community story straight in its author's theme, from every link of the card", () => {
    const item = story({ link: 'https://elsewhere.example.com/copy' });
    const { container } = renderCard(item);
    const themed = `/contribute/news/${item.id}?id=${item.id}`;
    expect(screen.getByRole('link', { name: 'Read Full Article' })).toHaveAttribute('href', themed);
    expect(screen.getByRole('link', { name: item.title })).toHaveAttribute('href', themed);
    expect(container.querySelector('a.vx-feed-card-media-link')).toHaveAttribute('href', themed);
    expect(container.querySelector('a[target="_blank"]')).toBeNull();
  });

  it('renders markup in a title as text', () => {
    renderCard(story({ title: '<img src=x onerror=alert(1)> Council vote' }));
    expect(
      screen.getByRole('heading', { name: '<img src=x onerror=alert(1)> Council vote' }),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('related news', () => {
  it('asks once, with the first three words of the title, and shows three items', async () => {
    const item = feedItem({
      title: 'Monsoon reaches the coast early',
      category: 'world',
      language: 'en',
    });
    for (const title of [
      'Rain warnings for the south',
      'Fishermen told to stay ashore',
      'Reservoirs fill up',
      'Dams open their gates',
    ]) {
      feedItem({ title });
    }
    const { user } = renderCard(item);

    await user.click(screen.getByRole('button', { name: 'Related News' }));
    expect(await screen.findByRole('heading', { name: 'Related Stories' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Related News' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).queryByText(item.title)).not.toBeInTheDocument();
    expect(requestsTo('news/related')).toHaveLength(1);
    expect(requestsTo('news/related')[0]!.query).toEqual({
      keywords: 'Monsoon reaches the',
      category: 'world',
      language: 'en',
      limit: '3',
      exclude: item.id,
    });

    await user.click(screen.getByRole('button', { name: 'Hide Related' }));
    expect(screen.queryByRole('heading', { name: 'Related Stories' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Related News' }));
    expect(screen.getByRole('heading', { name: 'Related Stories' })).toBeInTheDocument();
    expect(requestsTo('news/related')).toHaveLength(1);
  });

  it("links a related story to its author's theme and a related source item to its page", async () => {
    const item = feedItem({ title: 'Monsoon reaches the coast', category: 'world' });
    const related = feedItem({ title: 'Rain warnings for the south', category: 'world' });
    const lake = story({ title: 'Lake clean-up', category: 'world' });
    const { user } = renderCard(item);

    await user.click(screen.getByRole('button', { name: 'Related News' }));
    const list = await screen.findByRole('region', { name: 'Related News' });
    expect(await within(list).findByRole('link', { name: 'Lake clean-up' })).toHaveAttribute(
      'href',
      `/contribute/news/${lake.id}?id=${lake.id}`,
    );
    expect(within(list).getByRole('link', { name: 'Rain warnings for the south' })).toHaveAttribute(
      'href',
      `/news/${related.id}`,
    );
  });

  it("says 'No related news found' when there are none, or the call fails", async () => {
    const first = renderCard(feedItem());
    await first.user.click(screen.getByRole('button', { name: 'Related News' }));
    expect(await screen.findByText('No related news found')).toBeInTheDocument();
    first.unmount();

    feedItem({ title: 'Another story' });
    server.use(http.get(`${API}/news/related`, () => fail(400, 'Invalid keywords')));
    const second = renderCard(feedItem());
    await second.user.click(screen.getByRole('button', { name: 'Related News' }));
    expect(await screen.findByText('No related news found')).toBeInTheDocument();
    expect(requestsTo('news/related')).toHaveLength(2);
  });
});

describe('sharing', () => {
  const writeText = jest.fn<Promise<void>, [string]>();

  beforeEach(() => writeText.mockReset());

  // After the render: the user-event set-up puts a clipboard of its own in place.
  const stubClipboard = () =>
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

  it('copies the link and says so', async () => {
    writeText.mockResolvedValue(undefined);
    const { user } = renderCard(feedItem({ link: 'https://news.example.com/monsoon' }));
    stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith('https://news.example.com/monsoon');
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('alerts when the link cannot be copied', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderCard(feedItem());
    stubClipboard();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to copy link'));
    alert.mockRestore();
  });

  it('offers WhatsApp, X and Facebook with the link of a story in its theme', async () => {
    const item = story({ title: 'Lake clean-up' });
    const { user } = renderCard(item);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const link = `http://localhost/contribute/news/${item.id}?id=${item.id}`;
    const url = encodeURIComponent(link);
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Lake clean-up ${link}`)}`,
    );
    expect(screen.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
      'href',
      `https://twitter.com/intent/tweet?text=Lake%20clean-up&url=${url}`,
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${url}`,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });
});

describe('saving', () => {
  it("saves to a member's account too, and says why when the account is full", async () => {
    const member = createUser();
    const item = feedItem({ title: 'Monsoon arrives' });
    const { user } = renderWithProviders(
      <>
        <ArticleCard article={item} />
        <Toaster />
      </>,
      { user: member },
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('News saved successfully!')).toBeInTheDocument();
    expect(db.saved).toEqual([expect.objectContaining({ userId: member.id, id: item.id })]);

    const other = feedItem({ title: 'Second item' });
    server.use(http.put(`${API}/users/me/saved/:id`, () => fail(409, SAVED_MESSAGES.savedFull)));
    act(() => toast.clear());
    renderWithProviders(
      <>
        <ArticleCard article={other} />
        <Toaster />
      </>,
    );
    await user.click(screen.getAllByRole('button', { name: 'Save' })[1]!);
    expect(await screen.findByText(SAVED_MESSAGES.savedFull)).toBeInTheDocument();
    expect(savedNews.has(other.id)).toBe(false);
  });

  it('saves once, then says it is already saved', async () => {
    const item = feedItem({ title: 'Monsoon arrives' });
    const { user } = renderCard(item);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('News saved successfully!')).toBeInTheDocument();
    expect(savedNews.list()).toEqual([
      expect.objectContaining({
        _id: item.id,
        title: 'Monsoon arrives',
        image: item.image_url,
        author: 'Coastal Times',
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This news is already saved!')).toBeInTheDocument();
    expect(savedNews.list()).toHaveLength(1);
  });

  it('says so when the browser refuses to store it', async () => {
    const set = jest.spyOn(storage, 'setJson').mockReturnValue(false);
    const { user } = renderCard(feedItem());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving news')).toBeInTheDocument();
    set.mockRestore();
  });
});
