import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTER_FUTURE } from '@voices/platform/testing';
import { ThemeTestPage } from '../theme-test-page';

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

const EXPECTED = [
  ['modern-grid', 'The Daily Herald'],
  ['udaya', 'Red Wave'],
  ['timesmetro', 'Urban Chronicle'],
  ['national', 'Unity Desk'],
  ['broadsheet-classic', 'Broadsheet Classic'],
  ['noir', 'Noir Press'],
  ['niro', 'Niro White'],
  ['newspaper-classic', 'Newspaper Classic'],
];

/** Renders the page and lets its gallery's layouts arrive (they load on demand). */
async function renderAt(url: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]} future={ROUTER_FUTURE}>
        <Routes>
          <Route path="/theme-test" element={<ThemeTestPage />} />
        </Routes>
      </MemoryRouter>,
    );
  });
}

describe('ThemeTestPage', () => {
  it('lists every theme id and display name, in order, each with a miniature of its layout', async () => {
    await renderAt('/theme-test');

    const list = screen.getByRole('list', { name: 'Article themes' });
    const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));
    expect(items).toHaveLength(8);
    items.forEach((item, index) => {
      const [id, name] = EXPECTED[index]!;
      expect(within(item).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      // one id per theme: the browser tests read the themes from these
      expect(within(item).getAllByText(/./, { selector: 'code' })).toHaveLength(1);
      expect(within(item).getByText(id!, { selector: 'code' })).toBeInTheDocument();
      expect(within(item).getByRole('img', { name: new RegExp(`^${name}: `) })).toHaveAttribute(
        'data-theme',
        id,
      );
    });
    expect(document.title).toBe('Theme Test · Voices');
  });

  it('lists the filter-only styles and the legacy mappings', async () => {
    await renderAt('/theme-test');

    const table = screen.getByRole('table');
    for (const id of ['modern', 'classic', 'minimal', 'express', 'nytimes', 'kdbt', 'vibrant']) {
      expect(within(table).getByText(id, { selector: 'code' })).toBeInTheDocument();
    }
    const modern = within(table).getByText('modern', { selector: 'code' }).closest('tr')!;
    expect(modern).toHaveTextContent('modern-grid (The Daily Herald)');
    const express = within(table).getByText('express', { selector: 'code' }).closest('tr')!;
    expect(express).toHaveTextContent('modern-grid (The Daily Herald)');
  });

  it('says when the requested theme is not recognized', async () => {
    await renderAt('/theme-test?theme=comic-sans');

    expect(screen.getByRole('alert')).toHaveTextContent('This theme is not recognized.');
  });

  it('shows a requested theme, naming the theme a legacy id maps to', async () => {
    await renderAt('/theme-test?theme=modern');

    expect(screen.queryByText('This theme is not recognized.')).not.toBeInTheDocument();
    expect(screen.getByText(/is shown as The Daily Herald/)).toBeInTheDocument();
  });
});

describe('the gallery', () => {
  const row = (id: string) => document.querySelector<HTMLElement>(`[data-gallery-theme="${id}"]`)!;

  it("shows each theme's card in light and in dark beside its full article", async () => {
    await renderAt('/theme-test');

    for (const [id, name] of EXPECTED) {
      const section = screen.getByRole('region', { name });
      expect(section).toBe(row(id!));
      const cards = section.querySelectorAll(`article[data-mode="card"][data-theme="${id}"]`);
      expect(cards).toHaveLength(2);
      expect(cards[0]!.closest('.vx-themes-paper-light')).not.toBeNull();
      expect(cards[1]!.closest('.vx-themes-paper-dark')).not.toBeNull();
      const full = section.querySelectorAll(`article[data-mode="full"][data-theme="${id}"]`);
      expect(full).toHaveLength(1);
      // the sample lead in all three, the other sample stories in the full article's lists
      expect(within(section).getAllByRole('heading', { name: /riverside library/ })).toHaveLength(
        3,
      );
      expect(
        within(full[0] as HTMLElement).getAllByText(/Night market returns/).length,
      ).toBeGreaterThan(0);
    }
  });

  it('sets the full articles on the paper chosen, else the site’s own', async () => {
    await renderAt('/theme-test');
    const fullPaper = () => row('noir').querySelector('.vx-themes-gallery-full')!;
    expect(fullPaper().className).not.toMatch(/vx-themes-paper-/);

    fireEvent.change(screen.getByLabelText('Full articles in'), { target: { value: 'dark' } });
    expect(fullPaper()).toHaveClass('vx-themes-paper-dark');
    expect(within(fullPaper() as HTMLElement).getByText('Full article · Dark')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Full articles in'), { target: { value: 'light' } });
    expect(fullPaper()).toHaveClass('vx-themes-paper-light');
  });

  it('shows one theme when one is chosen, and all of them again with All themes', async () => {
    await renderAt('/theme-test?theme=niro&paper=dark');
    expect(document.querySelectorAll('[data-gallery-theme]')).toHaveLength(1);
    expect(row('niro').querySelector('.vx-themes-gallery-full')).toHaveClass(
      'vx-themes-paper-dark',
    );

    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: '' } });
    expect(document.querySelectorAll('[data-gallery-theme]')).toHaveLength(8);
  });

  it('says an unknown theme is not recognized, and shows every theme', async () => {
    await renderAt('/theme-test?theme=comic-sans');
    expect(screen.getByRole('alert')).toHaveTextContent('This theme is not recognized.');
    expect(document.querySelectorAll('[data-gallery-theme]')).toHaveLength(8);
  });
});

describe('the gallery below the fold', () => {
  // A browser's IntersectionObserver, driven by the test: `reach()` brings the gallery near.
  let observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
  const reach = () =>
    act(async () => {
      for (const { callback, element } of observed) {
        callback(
          [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    });

  beforeEach(() => {
    observed = [];
    window.IntersectionObserver = class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {
        observed = observed.filter(({ callback }) => callback !== this.callback);
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });

  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('holds a place for each card and full article until the gallery comes near', async () => {
    await renderAt('/theme-test');
    const gallery = document.querySelector<HTMLElement>('.vx-themes-gallery')!;
    expect(gallery.querySelectorAll('[data-gallery-theme]')).toHaveLength(8);
    expect(gallery.querySelectorAll('article[data-mode]')).toHaveLength(0);
    expect(gallery.querySelectorAll('.vx-themes-gallery-pending')).toHaveLength(24);
    // the swatches above it are drawn with the page
    expect(screen.getByRole('list', { name: 'Article themes' }).children).toHaveLength(8);

    await reach();
    expect(gallery.querySelectorAll('article[data-mode="card"]')).toHaveLength(16);
    expect(gallery.querySelectorAll('article[data-mode="full"]')).toHaveLength(8);
    expect(gallery.querySelectorAll('.vx-themes-gallery-pending')).toHaveLength(0);
  });

  it('draws a theme asked for by name at once', async () => {
    await renderAt('/theme-test?theme=noir');
    expect(document.querySelectorAll('article[data-mode="full"][data-theme="noir"]')).toHaveLength(
      1,
    );
  });

  it('draws the gallery before the page is printed', async () => {
    await renderAt('/theme-test');
    expect(document.querySelectorAll('article[data-mode]')).toHaveLength(0);
    await act(async () => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(document.querySelectorAll('article[data-mode="full"]')).toHaveLength(8);
  });
});

describe('the full article preview', () => {
  const fullArticle = () => document.querySelector<HTMLElement>('.vx-herald--full')!;

  it('draws the sample story in the chosen theme, author section and advertisement setting', async () => {
    await renderAt('/theme-test?theme=newspaper-classic&position=split-column&ad=1');

    expect(fullArticle()).toHaveAttribute('data-theme', 'newspaper-classic');
    expect(fullArticle()).toHaveAttribute('data-author-position', 'split-column');
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Enable sidebar advertisement'));
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Enable sidebar advertisement'));

    // Only the newspaper layout has the advertisement box (spec 001 §2).
    fireEvent.change(screen.getByLabelText('Theme'), { target: { value: 'udaya' } });
    expect(fullArticle()).toHaveAttribute('data-theme', 'udaya');
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Author section'), { target: { value: '' } });
    expect(fullArticle()).toHaveAttribute('data-author-position', 'right-sidebar');
  });

  it('falls back to The Daily Herald for an unknown or legacy theme', async () => {
    await renderAt('/theme-test?theme=modern');
    expect(fullArticle()).toHaveAttribute('data-theme', 'modern-grid');
  });
});
