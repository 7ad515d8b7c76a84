import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE, renderWithProviders } from '@voices/platform/testing';
import { requestsTo } from '../../../../testing/request-log';
import { STORY_AUTHOR_SECTION_POSITIONS, themeStore } from '@voices/platform';
import type { ThemeStory } from '../../../../lib/story';
import { story as makeStory } from '../../../../testing/fixtures';
import { ThemeRenderer, type ThemeRendererProps } from '../theme-renderer';

const LONG = `${'The council met on Tuesday to discuss the new bridge. '.repeat(8)}The end.`;

function renderFull(props: Partial<ThemeRendererProps> & { story: ThemeStory }) {
  return render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <ThemeRenderer mode="full" weather={null} {...props} />
    </MemoryRouter>,
  );
}

function others(count: number, category = 'Local'): ThemeStory[] {
  return Array.from({ length: count }, (_, i) =>
    makeStory({ title: `Other story ${i + 1}`, category }, i + 2),
  );
}

// jsdom draws nothing; the canvas tests below give it a context that records the drawing.
const noContext = (() => null) as unknown as typeof HTMLCanvasElement.prototype.getContext;

beforeAll(() => {
  window.scrollTo = jest.fn();
  HTMLCanvasElement.prototype.getContext = noContext;
});

describe('Read more / Read less', () => {
  it('opens a long text collapsed and toggles it', () => {
    render(<ThemeRenderer story={makeStory({ content: LONG })} />);

    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/The end\./)).toBeNull();
    expect(screen.getByText(/^The council met.*…$/)).toBeInTheDocument();

    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText(/The end\.$/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.queryByText(/The end\./)).toBeNull();
  });

  it('offers nothing for a short text', () => {
    render(<ThemeRenderer story={makeStory({ content: 'Short and sweet.' })} />);
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('toggles the full article text too', () => {
    renderFull({ story: makeStory({ content: LONG }), preview: true });
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText(/The end\.$/)).toBeInTheDocument();
  });
});

describe('author section', () => {
  const positionOf = (container: HTMLElement) => {
    const blocks = container.querySelectorAll<HTMLElement>('.vx-herald-author');
    return Array.from(blocks);
  };

  it.each(STORY_AUTHOR_SECTION_POSITIONS)('puts the author block where %s says', (position) => {
    const list = others(8);
    const lead = makeStory({ authorSectionPosition: position, content: 'Body text.' });
    const { container } = renderFull({ story: lead, stories: [lead, ...list] });
    const article = container.querySelector('article')!;
    expect(article).toHaveAttribute('data-author-position', position);

    const blocks = positionOf(container);
    const main = container.querySelector('.vx-herald-main')!;
    const rail = container.querySelector('.vx-herald-rail')!;
    const related = within(rail as HTMLElement).getByRole('heading', {
      name: 'Related Stories',
    }).parentElement!;
    const body = container.querySelector('.vx-herald-body')!;

    switch (position) {
      case 'right-sidebar': {
        expect(blocks).toHaveLength(1);
        expect(rail.contains(blocks[0]!)).toBe(true);
        expect(
          blocks[0]!.compareDocumentPosition(related) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
        expect(within(blocks[0]!).queryAllByRole('listitem')).toHaveLength(0);
        break;
      }
      case 'left-sidebar': {
        expect(blocks).toHaveLength(1);
        const left = container.querySelector('.vx-herald-left')!;
        expect(left.contains(blocks[0]!)).toBe(true);
        expect(left.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        expect(within(blocks[0]!).queryAllByRole('listitem')).toHaveLength(0);
        break;
      }
      case 'below-article': {
        expect(blocks).toHaveLength(1);
        expect(main.contains(blocks[0]!)).toBe(true);
        expect(
          body.compareDocumentPosition(blocks[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
        break;
      }
      case 'above-related': {
        expect(blocks).toHaveLength(1);
        expect(rail.contains(blocks[0]!)).toBe(true);
        expect(related.previousElementSibling).toBe(blocks[0]);
        break;
      }
      case 'floating-overlay': {
        const panel = container.querySelector('.vx-herald-floating')!;
        const floating = blocks.find((block) => panel.contains(block))!;
        expect(floating).toBeDefined();
        expect(within(floating).getAllByRole('listitem')).toHaveLength(6);
        // Narrow screens show the author below the article instead (CSS picks one).
        const fallback = container.querySelector('.vx-herald-author-fallback')!;
        expect(main.contains(fallback)).toBe(true);
        fireEvent.click(screen.getByRole('button', { name: 'Hide the author panel' }));
        expect(panel.querySelector('.vx-herald-author')).toBeNull();
        fireEvent.click(
          within(panel as HTMLElement).getByRole('button', { name: 'About Meera Nair' }),
        );
        expect(panel.querySelector('.vx-herald-author')).not.toBeNull();
        break;
      }
      case 'split-column': {
        expect(blocks).toHaveLength(1);
        const split = container.querySelector('.vx-herald-split')!;
        expect(split.contains(body)).toBe(true);
        expect(split.contains(blocks[0]!)).toBe(true);
        expect(within(blocks[0]!).queryAllByRole('listitem')).toHaveLength(0);
        break;
      }
    }
    expect(within(blocks[0]!).getByRole('heading', { name: 'Meera Nair' })).toBeInTheDocument();
    expect(within(blocks[0]!).getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      `/profile/${lead.authorId}`,
    );
  });

  it("uses the theme's default when the story names no known position", () => {
    const lead = makeStory({ authorSectionPosition: 'upside-down' });
    const { container, rerender } = renderFull({ story: lead, themeId: 'udaya' });
    expect(container.querySelector('article')).toHaveAttribute(
      'data-author-position',
      'right-sidebar',
    );

    rerender(
      <MemoryRouter future={ROUTER_FUTURE}>
        <ThemeRenderer mode="full" weather={null} story={lead} themeId="timesmetro" />
      </MemoryRouter>,
    );
    expect(container.querySelector('article')).toHaveAttribute(
      'data-author-position',
      'left-sidebar',
    );

    rerender(
      <MemoryRouter future={ROUTER_FUTURE}>
        <ThemeRenderer mode="full" weather={null} story={{ ...lead, authorSectionPosition: '' }} />
      </MemoryRouter>,
    );
    expect(container.querySelector('article')).toHaveAttribute(
      'data-author-position',
      'below-article',
    );
  });
});

describe('front page lists', () => {
  it('cuts latest titles at 60 characters and secondary texts at 200', () => {
    const lead = makeStory({ title: 'Lead' }, 0);
    const list = Array.from({ length: 6 }, (_, i) =>
      makeStory(
        { title: `${String(i)}${'T'.repeat(79)}`, content: `${String(i)}${'c'.repeat(299)}` },
        i + 1,
      ),
    );
    renderFull({ story: lead, stories: [lead, ...list] });

    const latest = screen.getByRole('heading', { name: 'Latest News' }).parentElement!;
    const titles = within(latest).getAllByRole('link');
    expect(titles).toHaveLength(3);
    for (const [index, link] of titles.entries()) {
      expect(link.textContent).toBe(`${index}${'T'.repeat(59)}…`);
      expect(Array.from(link.textContent!.slice(0, -1))).toHaveLength(60);
    }

    const secondary = screen.getByRole('heading', { name: 'More Stories' }).parentElement!;
    const items = within(secondary).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    items.forEach((item, index) => {
      const text = item.querySelector('.vx-herald-secondary-text')!.textContent!;
      expect(text).toBe(`${index + 3}${'c'.repeat(199)}…`);
    });
  });

  it('says so when there are no more stories', () => {
    const lead = makeStory();
    renderFull({ story: lead, stories: [lead] });
    expect(screen.getByText('No additional articles available.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Latest News' })).toBeNull();
    expect(screen.getByText('No related news found')).toBeInTheDocument();
  });

  it('relates up to six eligible stories of the same category', () => {
    const lead = makeStory({ title: 'Lead', category: 'Local' }, 0);
    const list = [
      lead,
      ...others(7, 'Local'),
      makeStory({ title: 'A sports story', category: 'Sports' }),
      // An older era's moderation word, which the contract's type no longer names.
      { ...makeStory({ title: 'A rejected story' }), moderationStatus: 'rejected' as 'hidden' },
    ];
    renderFull({ story: lead, stories: list });
    const rail = screen.getByRole('complementary', { name: 'Around this story' });
    const related = within(rail).getByRole('heading', { name: 'Related Stories' }).parentElement!;
    const links = within(related).getAllByRole('link');
    expect(links).toHaveLength(6);
    expect(related).not.toHaveTextContent('Lead');
    expect(related).not.toHaveTextContent('A sports story');
    expect(related).not.toHaveTextContent('A rejected story');
  });
});

describe('the masthead', () => {
  it('shows the heading given, else the story heading, else the author', () => {
    const lead = makeStory({ customHeading: 'The Lake Gazette' });
    const { rerender } = renderFull({ story: lead, heading: 'Given Heading' });
    expect(screen.getByText('Given Heading')).toHaveClass('vx-herald-masthead-title');

    rerender(
      <MemoryRouter future={ROUTER_FUTURE}>
        <ThemeRenderer mode="full" weather={null} story={lead} />
      </MemoryRouter>,
    );
    expect(screen.getByText('The Lake Gazette')).toHaveClass('vx-herald-masthead-title');

    rerender(
      <MemoryRouter future={ROUTER_FUTURE}>
        <ThemeRenderer mode="full" weather={null} story={{ ...lead, customHeading: '' }} />
      </MemoryRouter>,
    );
    expect(document.querySelector('.vx-herald-masthead-title')).toHaveTextContent('Meera Nair');
  });

  it('shows the edition, date and time, and the weather defaults', () => {
    renderFull({ story: makeStory() });
    expect(screen.getByLabelText('Weather')).not.toHaveTextContent('Mysuru');
    expect(screen.getByText(/^Edition No\. \d/)).toBeInTheDocument();
    const weather = screen.getByLabelText('Weather');
    expect(weather).toHaveTextContent('72°F');
    expect(weather).toHaveTextContent('Partly Cloudy');
    expect(weather).toHaveTextContent('78°');
    expect(weather).toHaveTextContent('65°');
    expect(document.querySelectorAll('.vx-herald-dateline time')).toHaveLength(2);
  });

  it('shows the weather it is given in Fahrenheit', () => {
    renderFull({
      story: makeStory(),
      weather: {
        name: 'Mysuru',
        coord: { lat: 12.3, lon: 76.64 },
        weather: [{ id: 500, main: 'Rain', description: 'light rain', icon: '10d' }],
        main: {
          temp: 25,
          feels_like: 26,
          humidity: 80,
          pressure: 1010,
          temp_max: 30,
          temp_min: 20,
        },
        wind: { speed: 2 },
        dt: 1_893_499_200,
        units: 'metric',
        source: 'open-meteo',
      },
    });
    const weather = screen.getByLabelText('Weather');
    expect(weather).toHaveTextContent('77°F');
    expect(weather).toHaveTextContent('Light Rain');
    expect(weather).toHaveTextContent('86°');
    expect(weather).toHaveTextContent('68°');
    expect(weather).toHaveTextContent('Mysuru');
  });

  it('runs a breaking ticker of the newest headlines for 30 to 50 seconds', () => {
    const lead = makeStory({ title: 'Lead story' }, 0);
    renderFull({ story: lead, stories: [lead, ...others(3)] });
    const ticker = screen.getByRole('region', { name: 'Breaking news' });
    expect(
      within(ticker)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Lead story', 'Other story 1', 'Other story 2', 'Other story 3']);
    const seconds = parseFloat(ticker.style.getPropertyValue('--vx-herald-ticker-duration'));
    expect(seconds).toBeGreaterThanOrEqual(30);
    expect(seconds).toBeLessThanOrEqual(50);
  });
});

describe('the advertisement', () => {
  it("shows a house notice in the newspaper layout's full view when enabled, never in a card", () => {
    const { unmount } = renderFull({
      story: makeStory({ showAdvertisement: true }),
      themeId: 'newspaper-classic',
    });
    const ad = screen.getByRole('complementary', { name: 'Advertisement' });
    expect(within(ad).getByRole('link', { name: 'Share Your News' })).toHaveAttribute(
      'href',
      '/contribute',
    );
    unmount();

    const second = renderFull({
      story: makeStory({ showAdvertisement: true }),
      themeId: 'newspaper-classic',
      showAdvertisement: false,
    });
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    second.unmount();

    // The Daily Herald and the other layouts have no advertisement box (spec 001 §2).
    const third = renderFull({ story: makeStory({ showAdvertisement: true }) });
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    third.unmount();

    render(
      <ThemeRenderer story={makeStory({ showAdvertisement: true })} themeId="newspaper-classic" />,
    );
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  });
});

describe('Previous and Next', () => {
  afterEach(() => jest.useRealTimers());

  it('wraps around, and Next scrolls up and waits 600 ms', () => {
    jest.useFakeTimers();
    const list = [
      makeStory({ title: 'First' }, 1),
      makeStory({ title: 'Second' }, 2),
      makeStory({ title: 'Third' }, 3),
    ];
    const onNavigate = jest.fn();
    renderFull({ story: list[0]!, stories: list, onNavigate });

    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(onNavigate).toHaveBeenLastCalledWith(list[2]);

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(screen.getByText('Loading the next story…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    act(() => jest.advanceTimersByTime(599));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onNavigate).toHaveBeenLastCalledWith(list[1]);
    expect(screen.queryByText('Loading the next story…')).toBeNull();
  });

  it('from the last story, Next goes to the first', () => {
    jest.useFakeTimers();
    const list = [makeStory({ title: 'First' }, 1), makeStory({ title: 'Second' }, 2)];
    const onNavigate = jest.fn();
    renderFull({ story: list[1]!, stories: list, onNavigate });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    act(() => jest.advanceTimersByTime(600));
    expect(onNavigate).toHaveBeenCalledWith(list[0]);
  });
});

describe('copy protection and the canvas', () => {
  let widths: number;
  let fillText: jest.Mock;
  const realClientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');

  beforeEach(() => {
    widths = 390;
    fillText = jest.fn();
    HTMLCanvasElement.prototype.getContext = jest.fn(() => ({
      font: '',
      fillStyle: '',
      textBaseline: '',
      measureText: (text: string) => ({ width: text.length * 9 }),
      fillText,
    })) as unknown as typeof HTMLCanvasElement.prototype.getContext;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get() {
        return (this as HTMLElement).classList.contains('vx-herald-canvas-text') ? widths : 0;
      },
    });
  });

  afterEach(() => {
    HTMLCanvasElement.prototype.getContext = noContext;
    if (realClientWidth)
      Object.defineProperty(HTMLElement.prototype, 'clientWidth', realClientWidth);
  });

  it('draws the text on a canvas 640 to 1400 pixels wide, with a text copy for screen readers', () => {
    const lead = makeStory({ content: 'A quiet week by the lake.' });
    const first = renderFull({ story: lead });
    const canvas = document.querySelector('canvas')!;
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas.width).toBe(640);
    expect(fillText).toHaveBeenCalledWith('A quiet week by the lake.', 0, expect.any(Number));
    expect(document.querySelector('.vx-herald-canvas-copy')).toHaveTextContent(
      'A quiet week by the lake.',
    );
    first.unmount();

    widths = 1000;
    const second = renderFull({ story: lead });
    expect(document.querySelector('canvas')!.width).toBe(1000);
    second.unmount();

    widths = 2400;
    renderFull({ story: lead });
    expect(document.querySelector('canvas')!.width).toBe(1400);
  });

  it('draws again when the theme or the site colour changes', () => {
    const lead = makeStory({ content: 'Redraw me.' });
    const { rerender } = renderFull({ story: lead });
    const before = fillText.mock.calls.length;
    rerender(
      <MemoryRouter future={ROUTER_FUTURE}>
        <ThemeRenderer mode="full" weather={null} story={lead} themeId="noir" protect />
      </MemoryRouter>,
    );
    expect(fillText.mock.calls.length).toBeGreaterThan(before);
    const afterTheme = fillText.mock.calls.length;
    act(() => themeStore.getState().toggleTheme());
    expect(fillText.mock.calls.length).toBeGreaterThan(afterTheme);
    act(() => themeStore.getState().toggleTheme());
  });

  it('refuses copy, cut, the context menu, dragging and select-all, but not in form fields', () => {
    const { container } = render(
      <MemoryRouter future={ROUTER_FUTURE}>
        <input aria-label="Search" />
        <ThemeRenderer mode="full" weather={null} story={makeStory()} />
      </MemoryRouter>,
    );
    const article = container.querySelector('article')!;
    const title = within(article).getByRole('heading', { name: 'Volunteers clean the lake shore' });

    expect(fireEvent.copy(title)).toBe(false);
    expect(fireEvent.cut(title)).toBe(false);
    expect(fireEvent.contextMenu(title)).toBe(false);
    expect(fireEvent.dragStart(title)).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(document.body, { key: 'A', metaKey: true })).toBe(false);

    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(fireEvent.keyDown(input, { key: 'a', ctrlKey: true })).toBe(true);
    expect(fireEvent.copy(input)).toBe(true);
    expect(article).toHaveAttribute('data-protected', 'true');
  });

  it('leaves a preview selectable, as text', () => {
    const { container } = renderFull({
      story: makeStory({ content: 'Draft text.' }),
      preview: true,
    });
    expect(container.querySelector('canvas')).toBeNull();
    expect(screen.getByText('Draft text.')).toBeInTheDocument();
    const title = screen.getByRole('heading', { name: 'Volunteers clean the lake shore' });
    expect(fireEvent.copy(title)).toBe(true);
    expect(fireEvent.keyDown(document.body, { key: 'a', ctrlKey: true })).toBe(true);
  });
});

describe('markup in a story', () => {
  const hostile = makeStory({
    title: '<script>alert("title")</script><b>Bold</b>',
    summary: '<img src=x onerror="alert(2)">',
    content:
      '<script>alert("body")</script><p onclick="steal()">Hello</p><img src=x onerror=alert(1)>',
    category: '<i>Local</i>',
    author: '<u>Mallory</u>',
    customHeading: '<marquee>Heading</marquee>',
  });

  it.each(['card', 'full'] as const)('is shown as text in the %s', (mode) => {
    const { container } = render(
      <MemoryRouter future={ROUTER_FUTURE}>
        <ThemeRenderer story={hostile} stories={[hostile]} mode={mode} weather={null} preview />
      </MemoryRouter>,
    );
    expect(container.querySelector('script, b, i, u, marquee, p[onclick]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(
      screen.getAllByRole('heading', { name: '<script>alert("title")</script><b>Bold</b>' }).length,
    ).toBeGreaterThan(0);
    expect(container).toHaveTextContent(
      '<script>alert("body")</script><p onclick="steal()">Hello</p>',
    );
    expect(container).toHaveTextContent('<marquee>Heading</marquee>');
    expect(container).toHaveTextContent('<u>Mallory</u>');
  });
});

it('says when the theme is not recognized, in either form', () => {
  renderFull({ story: makeStory(), themeId: 'comic-sans' });
  expect(screen.getByText('This theme is not recognized.')).toBeInTheDocument();
  expect(document.querySelector('article')).toBeNull();
});

describe("the reader's weather", () => {
  function placeReader(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: answer },
    });
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('asks for the weather where the reader is and shows it in Fahrenheit', async () => {
    placeReader((ok) =>
      ok({ coords: { latitude: 12.9716, longitude: 77.5946 } } as GeolocationPosition),
    );
    renderWithProviders(<ThemeRenderer mode="full" story={makeStory()} />);
    const weather = screen.getByLabelText('Weather');
    expect(weather).toHaveTextContent('72°F');
    await waitFor(() => expect(weather).toHaveTextContent('Bengaluru'));
    expect(weather).toHaveTextContent('75°F');
    expect(weather).toHaveTextContent('Scattered Clouds');
    expect(requestsTo('weather/current')[0]!.query).toEqual({ lat: '12.972', lon: '77.595' });
  });

  it('keeps the defaults when the position cannot be had', async () => {
    const asked = jest.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    placeReader(asked);
    renderWithProviders(<ThemeRenderer mode="full" story={makeStory()} />);
    await waitFor(() => expect(asked).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.getByLabelText('Weather')).toHaveTextContent('72°F');
    expect(requestsTo('weather/current')).toEqual([]);
  });
});

describe('the byline', () => {
  it('says how long ago the story was filed, with its full date in the reader’s time zone', () => {
    const filed = makeStory({ title: 'Ferry returns' }, 3);
    renderFull({ story: filed });
    const byline = document.querySelector('.vx-herald-byline time')!;
    expect(byline).toHaveTextContent('3 days ago');
    // Set once the page is the browser's: a page drawn on the server does not know the zone.
    expect(byline).toHaveAttribute(
      'title',
      new Intl.DateTimeFormat('en', { dateStyle: 'full', timeStyle: 'short' }).format(
        new Date(filed.createdAt!),
      ),
    );
  });
});
