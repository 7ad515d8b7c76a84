import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { savedNews, storage } from '@voices/platform';
import { toast } from '@voices/ui';
import { callsTo, onApi, resetApi } from '@voices/platform/testing';
import { feedItem, story } from '../../../../testing/fixtures';
import type { Article } from '../../../../lib/article';
import { renderAt } from '../../../../testing/render';
import { ArticleCard } from '../article-card';

jest.mock('@voices/platform', () => ({
  ...jest.requireActual('@voices/platform'),
  get api() {
    return jest.requireActual('@voices/platform/testing').mockApi;
  },
}));

function renderCard(article: Article) {
  return renderAt(<ArticleCard article={article} />);
}

beforeEach(() => {
  resetApi();
  localStorage.clear();
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
    renderCard(story({ author: 'Meera Nair', authorId: '64f1a2b3c4d5e6f708192aa1' }));
    expect(screen.getByRole('link', { name: /Meera Nair/ })).toHaveAttribute(
      'href',
      '/user/64f1a2b3c4d5e6f708192aa1',
    );
  });
});

describe('the body', () => {
  it('shows the category, the headline, the summary and a relative date', () => {
    renderCard(
      feedItem({
        category: 'world',
        title: 'Monsoon arrives',
        pubDate: new Date(Date.now() - 3 * 3600_000).toISOString(),
      }),
    );
    expect(screen.getByText('world')).toBeInTheDocument();
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

  it('opens a source item at its source in a new tab, and a story on its page here', () => {
    const { unmount } = renderCard(feedItem({ link: 'https://news.example.com/a' }));
    const read = screen.getByRole('link', { name: 'Read Full Article' });
    expect(read).toHaveAttribute('href', 'https://news.example.com/a');
    expect(read).toHaveAttribute('target', '_blank');
    expect(read.getAttribute('rel')).toContain('noopener');
    unmount();
    renderCard(story({ _id: '64f1a2b3c4d5e6f708192a99' }));
    expect(screen.getByRole('link', { name: 'Read Full Article' })).toHaveAttribute(
      'href',
      '/news/64f1a2b3c4d5e6f708192a99',
    );
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
    const user = userEvent.setup();
    const item = feedItem({
      title: 'Monsoon reaches the coast early',
      category: 'world',
      language: 'en',
    });
    onApi('GET', 'news/related', () => ({
      success: true,
      results: [
        feedItem({ title: 'Rain warnings for the south' }),
        feedItem({ title: 'Fishermen told to stay ashore' }),
        feedItem({ title: 'Reservoirs fill up' }),
      ],
    }));
    renderCard(item);

    await user.click(screen.getByRole('button', { name: 'Related News' }));
    expect(await screen.findByRole('heading', { name: 'Related Stories' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Related News' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(callsTo('news/related')).toHaveLength(1);
    expect(callsTo('news/related')[0]!.query).toEqual({
      keywords: 'Monsoon reaches the',
      category: 'world',
      language: 'en',
      limit: '3',
      exclude: item._id,
    });

    await user.click(screen.getByRole('button', { name: 'Hide Related' }));
    expect(screen.queryByRole('heading', { name: 'Related Stories' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Related News' }));
    expect(screen.getByRole('heading', { name: 'Related Stories' })).toBeInTheDocument();
    expect(callsTo('news/related')).toHaveLength(1);
  });

  it("says 'No related news found' when there are none, or the call fails", async () => {
    const user = userEvent.setup();
    onApi('GET', 'news/related', () => ({ success: true, results: [] }));
    const { unmount } = renderCard(feedItem());
    await user.click(screen.getByRole('button', { name: 'Related News' }));
    expect(await screen.findByText('No related news found')).toBeInTheDocument();
    unmount();

    onApi('GET', 'news/related', () => {
      throw new Error('Failed to fetch related news');
    });
    renderCard(feedItem());
    await user.click(screen.getByRole('button', { name: 'Related News' }));
    expect(await screen.findByText('No related news found')).toBeInTheDocument();
  });
});

describe('sharing', () => {
  const writeText = jest.fn<Promise<void>, [string]>();

  beforeEach(() => {
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    writeText.mockResolvedValue(undefined);
    renderCard(feedItem({ link: 'https://news.example.com/monsoon' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith('https://news.example.com/monsoon');
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });

  it('alerts when the link cannot be copied', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    writeText.mockRejectedValue(new Error('denied'));
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderCard(feedItem());
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to copy link'));
    alert.mockRestore();
  });

  it('offers WhatsApp, X and Facebook with the link of a story on this site', async () => {
    const user = userEvent.setup();
    renderCard(story({ _id: '64f1a2b3c4d5e6f708192a77', title: 'Lake clean-up' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const url = encodeURIComponent('http://localhost/news/64f1a2b3c4d5e6f708192a77');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('Lake clean-up http://localhost/news/64f1a2b3c4d5e6f708192a77')}`,
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
  it('saves once, then says it is already saved', async () => {
    const user = userEvent.setup();
    const item = feedItem({ title: 'Monsoon arrives' });
    renderCard(item);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('News saved successfully!')).toBeInTheDocument();
    expect(savedNews.list()).toEqual([
      expect.objectContaining({
        _id: item._id,
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
    const user = userEvent.setup();
    const set = jest.spyOn(storage, 'setJson').mockReturnValue(false);
    renderCard(feedItem());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error saving news')).toBeInTheDocument();
    set.mockRestore();
  });
});
