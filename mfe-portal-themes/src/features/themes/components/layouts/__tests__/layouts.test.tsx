import { STORY_AUTHOR_SECTION_POSITIONS, STORY_TEMPLATE_IDS } from '@voices/platform';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@voices/platform/testing';
import type { ThemeStory } from '../../../../../lib/story';
import { story as makeStory } from '../../../../../testing/fixtures';
import { ThemeRenderer, type ThemeRendererProps } from '../../theme-renderer';

const LONG = `${'The council met on Tuesday to discuss the new bridge. '.repeat(12)}The end.`;
const PICTURE = 'https://cdn.example.org/a.jpg';

function renderFull(props: Partial<ThemeRendererProps> & { story: ThemeStory }) {
  return render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <ThemeRenderer mode="full" weather={null} {...props} />
    </MemoryRouter>,
  );
}

function others(count: number, category = 'Local', withImage = false): ThemeStory[] {
  return Array.from({ length: count }, (_, i) =>
    makeStory(
      {
        title: `Other story ${i + 1}`,
        category,
        media: withImage && i % 2 === 0 ? [`https://cdn.example.org/${i}.jpg`] : [],
      },
      i + 2,
    ),
  );
}

// jsdom draws nothing; The Daily Herald's canvas text then stays its screen-reader copy.
beforeAll(() => {
  window.scrollTo = jest.fn();
  HTMLCanvasElement.prototype.getContext = (() =>
    null) as unknown as typeof HTMLCanvasElement.prototype.getContext;
});

const article = (container: HTMLElement) => container.querySelector('article')!;

describe.each(STORY_TEMPLATE_IDS)('the %s theme', (themeId) => {
  it('draws the shared parts in its own layout', () => {
    const lead = makeStory({ title: 'Lead story', content: LONG, media: [PICTURE] }, 0);
    const list = [lead, ...others(4, 'Local'), ...others(2, 'Sports')];
    const { container } = renderFull({
      story: lead,
      themeId,
      stories: list,
      heading: 'The Lakeside Gazette',
    });
    expect(article(container)).toHaveAttribute('data-theme', themeId);
    // the custom heading masthead
    expect(screen.getByText('The Lakeside Gazette')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lead story' })).toBeInTheDocument();
    // the breaking ticker, the gallery, Read more, related, Previous/Next, the search icon
    expect(screen.getByRole('region', { name: 'Breaking news' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Enlarge image 1 of 1:/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByRole('button', { name: 'Read less' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Related Stories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search stories' })).toBeInTheDocument();
    // every picture says what it shows
    for (const image of container.querySelectorAll('img')) {
      expect(image).toHaveAttribute('alt');
    }
  });

  it('reads in order: nameplate, headline, pictures with their alt text, then the story', () => {
    const lead = makeStory({ title: 'Lead story', content: LONG, media: [PICTURE] }, 0);
    const { container } = renderFull({
      story: lead,
      themeId,
      stories: [lead, ...others(4, 'Local', true)],
      heading: 'The Lakeside Gazette',
    });
    const root = article(container);
    const before = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const nameplate = within(root).getByText('The Lakeside Gazette');
    const headline = within(root).getByRole('heading', { name: 'Lead story' });
    const body = root.querySelector('.vx-herald-body')!;
    expect(before(nameplate, headline)).toBe(true);
    expect(before(headline, body)).toBe(true);
    // the lead's picture is named by the story; list thumbnails sit beside their titles
    expect(within(root).getByRole('img', { name: 'Lead story, image 1 of 1' })).toBeInTheDocument();
    for (const image of root.querySelectorAll('img')) {
      const alt = image.getAttribute('alt');
      expect(alt).not.toBeNull();
      // a picture with an empty alt is a thumbnail inside a link or button that says it all
      const control = image.closest('a, button');
      if (alt === '') {
        expect(control?.getAttribute('aria-label') || control?.textContent?.trim()).toBeTruthy();
      }
    }
  });

  it.each(STORY_AUTHOR_SECTION_POSITIONS)('puts the author block where %s says', (position) => {
    const lead = makeStory({ authorSectionPosition: position, content: 'Body text.' });
    const { container } = renderFull({ story: lead, themeId, stories: [lead, ...others(8)] });
    expect(article(container)).toHaveAttribute('data-author-position', position);
    const blocks = Array.from(container.querySelectorAll<HTMLElement>('.vx-herald-author'));
    const rail = container.querySelector('.vx-herald-rail')!;
    const body = container.querySelector('.vx-herald-body')!;
    const after = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    switch (position) {
      case 'right-sidebar':
      case 'above-related':
        expect(blocks).toHaveLength(1);
        expect(rail.contains(blocks[0]!)).toBe(true);
        break;
      case 'left-sidebar':
        expect(blocks).toHaveLength(1);
        expect(container.querySelector('.vx-herald-left')!.contains(blocks[0]!)).toBe(true);
        break;
      case 'below-article':
        expect(blocks).toHaveLength(1);
        expect(after(body, blocks[0]!)).toBe(true);
        break;
      case 'floating-overlay':
        expect(container.querySelector('.vx-herald-floating .vx-herald-author')).not.toBeNull();
        expect(container.querySelector('.vx-herald-author-fallback')).not.toBeNull();
        break;
      case 'split-column':
        expect(blocks).toHaveLength(1);
        expect(container.querySelector('.vx-herald-split')!.contains(blocks[0]!)).toBe(true);
        break;
    }
  });

  it('shows the advertisement only in the newspaper layout', () => {
    renderFull({ story: makeStory({ showAdvertisement: true }), themeId });
    const ad = screen.queryByRole('complementary', { name: 'Advertisement' });
    if (themeId === 'newspaper-classic') expect(ad).toBeInTheDocument();
    else expect(ad).toBeNull();
  });

  it('has a card form of its own', () => {
    const { container } = render(
      <ThemeRenderer story={makeStory({ title: 'Card story' })} themeId={themeId} />,
    );
    expect(article(container)).toHaveAttribute('data-mode', 'card');
    expect(screen.getByRole('heading', { name: 'Card story' })).toBeInTheDocument();
  });
});

describe('Noir Press and Niro White: the featured red-framed lead', () => {
  it.each(['noir', 'niro'])('%s: MAIN badge, nine extra thumbnails then +N more', (themeId) => {
    const lead = makeStory({ title: 'Lead', content: LONG, media: [PICTURE] }, 0);
    const list = [lead, ...others(12, 'Local', true)];
    renderFull({ story: lead, themeId, stories: list });
    const featured = screen.getByRole('region', { name: 'Featured story' });
    expect(within(featured).getByText('MAIN')).toBeInTheDocument();
    expect(within(featured).getByRole('heading', { name: 'Lead' })).toBeInTheDocument();
    // the featured text is clamped to ten lines until Read more
    const text = featured.querySelector<HTMLElement>('.vx-herald-body-text')!;
    expect(text.style.getPropertyValue('--vx-herald-clamp-lines')).toBe('10');
    fireEvent.click(within(featured).getByRole('button', { name: 'Read more' }));
    expect(text.style.getPropertyValue('--vx-herald-clamp-lines')).toBe('');

    const extras = screen.getByRole('heading', { name: 'More stories' }).parentElement!;
    expect(within(extras).getAllByRole('link')).toHaveLength(9);
    expect(within(extras).getAllByText('No image').length).toBeGreaterThan(0);
    fireEvent.click(within(extras).getByRole('button', { name: '+3 more' }));
    expect(within(extras).getAllByRole('link')).toHaveLength(12);
    fireEvent.click(within(extras).getByRole('button', { name: 'Show fewer' }));
    expect(within(extras).getAllByRole('link')).toHaveLength(9);
  });

  it("shows the 'No image' placeholder for a lead without pictures", () => {
    renderFull({ story: makeStory({ media: [] }), themeId: 'noir' });
    const featured = screen.getByRole('region', { name: 'Featured story' });
    expect(within(featured).getByText('MAIN')).toBeInTheDocument();
    expect(
      within(featured).getByRole('img', { name: 'No image for this story' }),
    ).toHaveTextContent('No image');
  });

  it('offers no +N more with nine stories or fewer', () => {
    const lead = makeStory({}, 0);
    renderFull({ story: lead, themeId: 'noir', stories: [lead, ...others(9)] });
    const extras = screen.getByRole('heading', { name: 'More stories' }).parentElement!;
    expect(within(extras).getAllByRole('link')).toHaveLength(9);
    expect(within(extras).queryByRole('button', { name: /more$/ })).toBeNull();
  });
});

describe('Newspaper Classic: the search box and the side list', () => {
  it("shows five results, then 'And N more results...'", () => {
    const lead = makeStory({ title: 'Lead', category: 'Local' }, 0);
    const list = [
      lead,
      ...Array.from({ length: 8 }, (_, i) =>
        makeStory({ title: `Market day ${i + 1}`, content: 'Stalls and songs.' }, i + 1),
      ),
      makeStory({ title: 'A quiet week', content: 'The market was closed.' }, 10),
      makeStory({ title: 'Cricket', content: 'A fine innings.', category: 'Sports' }, 11),
    ];
    renderFull({ story: lead, themeId: 'newspaper-classic', stories: list });
    const search = screen.getByRole('search', { name: 'Search this paper' });
    const input = within(search).getByLabelText('Search this paper');

    fireEvent.change(input, { target: { value: 'market' } });
    expect(within(search).getAllByRole('link')).toHaveLength(5);
    expect(within(search).getByText('And 4 more results...')).toBeInTheDocument();

    // title, text or section; any case
    fireEvent.change(input, { target: { value: 'SPORTS' } });
    expect(
      within(search)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cricket']);
    expect(within(search).queryByText(/more results/)).toBeNull();

    fireEvent.change(input, { target: { value: 'no such words' } });
    expect(within(search).getByText('No news found')).toBeInTheDocument();
  });

  it('lists three other stories at the side', () => {
    const lead = makeStory({ title: 'Lead' }, 0);
    renderFull({ story: lead, themeId: 'newspaper-classic', stories: [lead, ...others(6)] });
    const side = screen.getByRole('heading', { name: 'In Brief' }).parentElement!;
    expect(within(side).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(side)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Other story 1', 'Other story 2', 'Other story 3']);
    expect(side).not.toHaveTextContent('Lead');
  });
});

describe('the search icon', () => {
  it('jumps to the first match, in the current category first; an empty submit only closes', () => {
    const onNavigate = jest.fn();
    const lead = makeStory({ title: 'Lead', category: 'Local' }, 0);
    const sports = makeStory({ title: 'Bridge match', category: 'Sports' }, 1);
    const local = makeStory({ title: 'The old bridge', category: 'Local' }, 2);
    renderFull({ story: lead, themeId: 'udaya', stories: [lead, sports, local], onNavigate });

    fireEvent.click(screen.getByRole('button', { name: 'Search stories' }));
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.queryByRole('search')).toBeNull();
    expect(onNavigate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Search stories' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stories' }), {
      target: { value: 'bridge' },
    });
    fireEvent.submit(screen.getByRole('search'));
    expect(onNavigate).toHaveBeenCalledWith(local);

    fireEvent.click(screen.getByRole('button', { name: 'Search stories' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stories' }), {
      target: { value: 'match' },
    });
    fireEvent.submit(screen.getByRole('search'));
    expect(onNavigate).toHaveBeenLastCalledWith(sports);

    fireEvent.click(screen.getByRole('button', { name: 'Search stories' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search stories' }), {
      target: { value: 'nothing like it' },
    });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('status')).toHaveTextContent('No news found');
  });
});

it('protects the text of The Daily Herald alone', () => {
  const lead = makeStory({ content: 'Body.' });
  const { container, unmount } = renderFull({ story: lead, themeId: 'modern-grid' });
  expect(article(container)).toHaveAttribute('data-protected');
  unmount();
  const other = renderFull({ story: lead, themeId: 'noir' });
  expect(article(other.container)).not.toHaveAttribute('data-protected');
});

describe('Urban Chronicle: Metro Lines', () => {
  it("lists each line's stories, and every story with 'Show All'", () => {
    const lead = makeStory({ title: 'Lead', category: 'Local' }, 0);
    const list = [lead, ...others(2, 'Local'), makeStory({ title: 'Derby', category: 'Sports' })];
    const { container } = renderFull({ story: lead, themeId: 'timesmetro', stories: list });
    expect(article(container)).toHaveAttribute('data-sidebar', 'left');
    const lines = screen.getByRole('navigation', { name: 'Metro Lines' });
    const stations = within(lines)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(stations).toEqual(['Show All', 'Local', 'Sports']);
    const stops = () =>
      within(lines)
        .getAllByRole('link')
        .map((link) => link.textContent);
    expect(stops()).toEqual(['Other story 1', 'Other story 2', 'Derby']);

    fireEvent.click(within(lines).getByRole('button', { name: 'Sports' }));
    expect(within(lines).getByRole('button', { name: 'Sports' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(stops()).toEqual(['Derby']);
    fireEvent.click(within(lines).getByRole('button', { name: 'Show All' }));
    expect(stops()).toHaveLength(3);
  });

  it('sits on the side the story asks for, and cuts the author name at 20 characters', () => {
    const lead = makeStory({ categorySidebarPosition: 'right', content: 'Text.' });
    const { container } = renderFull({
      story: lead,
      themeId: 'timesmetro',
      author: { name: 'Bartholomew Fitzgerald-Smythe' },
    });
    expect(article(container)).toHaveAttribute('data-sidebar', 'right');
    expect(container.querySelector('.vx-metro-layout--right')).not.toBeNull();
    expect(screen.getByText('By Bartholomew Fitzgera…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bartholomew Fitzgera…' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Featured story' })).getByText('MAIN'),
    ).toBeInTheDocument();
  });
});

describe('the other layouts', () => {
  it('Red Wave: the headline over the full-bleed picture, and a wall of eight cards', () => {
    const lead = makeStory({ title: 'Lead', media: [PICTURE] }, 0);
    const { container } = renderFull({
      story: lead,
      themeId: 'udaya',
      stories: [lead, ...others(10, 'Local', true)],
    });
    const hero = container.querySelector('.vx-wave-hero')!;
    expect(within(hero as HTMLElement).getByRole('heading', { name: 'Lead' })).toBeInTheDocument();
    expect(hero.nextElementSibling).toHaveClass('vx-wave-bleed');
    const wall = screen.getByRole('heading', { name: 'More Stories' }).parentElement!;
    expect(within(wall).getAllByRole('link')).toHaveLength(8);
  });

  it('Unity Desk: section fronts list each section with its newest three', () => {
    const lead = makeStory({ title: 'Lead', category: 'Local' }, 0);
    renderFull({
      story: lead,
      themeId: 'national',
      // The Sports story is the oldest, so Local (its newest two days old) leads the fronts.
      stories: [lead, ...others(4, 'Local'), makeStory({ title: 'Derby', category: 'Sports' }, 9)],
    });
    const fronts = screen.getByRole('heading', { name: 'Section Fronts' }).parentElement!;
    expect(
      within(fronts)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Local', 'Sports']);
    expect(within(fronts).getAllByRole('link')).toHaveLength(4);
  });

  it('Broadsheet Classic: the story, the latest news and the related stories side by side', () => {
    const lead = makeStory({ title: 'Lead' }, 0);
    const { container } = renderFull({
      story: lead,
      themeId: 'broadsheet-classic',
      stories: [lead, ...others(6)],
    });
    const page = container.querySelector('.vx-broad-page')!;
    expect(Array.from(page.children).map((child) => child.className)).toEqual([
      'vx-herald-main',
      'vx-broad-latest',
      'vx-herald-rail',
    ]);
    expect(
      within(page as HTMLElement).getByRole('heading', { name: 'Latest News' }),
    ).toBeInTheDocument();
  });
});
