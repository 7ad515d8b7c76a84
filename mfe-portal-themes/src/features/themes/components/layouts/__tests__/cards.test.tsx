import { STORY_TEMPLATE_IDS } from '@voices/platform';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTER_FUTURE } from '@voices/platform/testing';
import type { ThemeStory } from '../../../../../lib/story';
import { story as makeStory } from '../../../../../testing/fixtures';
import { getTheme } from '../../../theme-registry';
import { ThemeRenderer, type ThemeRendererProps } from '../../theme-renderer';

const PICTURES = ['https://cdn.example.org/a.jpg', 'https://cdn.example.org/b.jpg'];
const LONG = `${'The council met on Tuesday to discuss the new bridge. '.repeat(12)}The end.`;

function renderCard(props: Partial<ThemeRendererProps> & { story: ThemeStory }) {
  return render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <ThemeRenderer mode="card" {...props} />
    </MemoryRouter>,
  );
}

const card = (container: HTMLElement) => container.querySelector<HTMLElement>('article')!;

const follows = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * A card's composition as structure alone: each element's tag and the classes that say which
 * part it is, in document order (the text, colours and type left out).
 */
function structure(root: HTMLElement): string {
  const parts: string[] = [];
  const walk = (element: Element, depth: number) => {
    const classes = Array.from(element.classList)
      .filter((name) => /^vx-(card|grid|wave|metro|desk|broad|noir|paper|featured)-/.test(name))
      .sort()
      .join('.');
    if (classes) parts.push(`${depth}:${element.tagName.toLowerCase()}.${classes}`);
    for (const child of Array.from(element.children)) walk(child, depth + 1);
  };
  walk(root, 0);
  return parts.join(' ');
}

describe.each(STORY_TEMPLATE_IDS)('the %s card', (themeId) => {
  const theme = getTheme(themeId)!;

  it('keeps the shared parts: category, compact gallery, Read more, the link to the article', () => {
    const lead = makeStory({
      title: 'Bridge vote tonight',
      content: LONG,
      category: 'Politics',
      media: PICTURES,
      language: 'en',
    });
    const { container } = renderCard({ story: lead, themeId });
    const root = card(container);
    expect(root).toHaveAttribute('data-mode', 'card');
    expect(root).toHaveAttribute('data-theme', themeId);
    expect(root).toHaveAttribute('data-layout', theme.layout);
    expect(root).toHaveAttribute('lang', 'en');

    expect(within(root).getByText('Politics')).toBeInTheDocument();
    // the compact gallery: the main picture with its arrows, no strip of thumbnails
    expect(
      within(root).getByRole('button', { name: /^Enlarge image 1 of 2:/ }),
    ).toBeInTheDocument();
    fireEvent.click(within(root).getByRole('button', { name: 'Next image' }));
    expect(
      within(root).getByRole('button', { name: /^Enlarge image 2 of 2:/ }),
    ).toBeInTheDocument();
    expect(within(root).queryByRole('list', { name: 'More images' })).toBeNull();
    for (const image of root.querySelectorAll('img')) {
      expect(image.getAttribute('alt')).toMatch(/^Bridge vote tonight, image \d of 2$/);
    }

    // Read more at the theme's threshold
    const text = root.querySelector<HTMLElement>('.vx-card-text')!;
    expect(text.textContent!.length).toBeLessThan(theme.text.readMoreChars + 10);
    fireEvent.click(within(root).getByRole('button', { name: 'Read more' }));
    expect(text).toHaveTextContent('The end.');
    fireEvent.click(within(root).getByRole('button', { name: 'Read less' }));
    expect(text).not.toHaveTextContent('The end.');

    const link = within(root).getByRole('link', { name: 'Read Full Article' });
    expect(link).toHaveAttribute('href', `/contribute/news/${lead.id}?id=${lead.id}`);

    // the headline comes before the text, for a screen reader as for the eye
    const headline = within(root).getByRole('heading', { name: 'Bridge vote tonight' });
    expect(follows(headline, text)).toBe(true);
    expect(follows(text, link)).toBe(true);
  });

  it('offers no Read more for a short text, and no link in a preview or for a draft', () => {
    const short = makeStory({ content: 'Short text.' });
    const { container, unmount } = renderCard({ story: short, themeId, preview: true });
    expect(within(card(container)).queryByRole('button', { name: 'Read more' })).toBeNull();
    expect(within(card(container)).queryByRole('link')).toBeNull();
    expect(within(card(container)).getByText('Short text.')).toBeInTheDocument();
    unmount();

    const draft = renderCard({ story: { title: 'Draft', content: 'Not yet.' }, themeId });
    expect(within(card(draft.container)).queryByRole('link')).toBeNull();
  });

  it('prints the custom heading on its nameplate and never an advertisement', () => {
    const lead = makeStory({ customHeading: 'The Lakeside Gazette', showAdvertisement: true });
    const { container } = renderCard({ story: lead, themeId, showAdvertisement: true });
    const plate = card(container).querySelector('.vx-card-plate')!;
    expect(plate).toHaveTextContent('The Lakeside Gazette');
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  });
});

describe('each layout has a card of its own', () => {
  const lead = makeStory({ title: 'Lead', content: LONG, media: PICTURES, category: 'Local' });
  const shapes = new Map(
    STORY_TEMPLATE_IDS.map((themeId) => {
      const { container, unmount } = renderCard({ story: lead, themeId });
      const shape = structure(card(container));
      unmount();
      return [themeId, shape];
    }),
  );

  it('draws seven different compositions (Niro White shares Noir Press’s)', () => {
    expect(new Set(shapes.values()).size).toBe(7);
    expect(shapes.get('niro')).toBe(shapes.get('noir'));
  });

  it('The Daily Herald: the edition line over the nameplate, the section band', () => {
    const { container } = renderCard({ story: lead, themeId: 'modern-grid' });
    const plate = card(container).querySelector('.vx-grid-card-plate')!;
    expect(plate).toHaveTextContent(/Edition No\. [\d,]+/);
    expect(plate.nextElementSibling).toHaveClass('vx-grid-card-section');
  });

  it('Red Wave: the red band, the headline over the full-bleed picture, the red link bar', () => {
    const { container } = renderCard({ story: lead, themeId: 'udaya' });
    const root = card(container);
    const band = root.querySelector('.vx-wave-card-band')!;
    expect(band).toHaveTextContent('Red Wave');
    const hero = root.querySelector('.vx-wave-card-hero')!;
    expect(within(hero as HTMLElement).getByRole('heading', { name: 'Lead' })).toBeInTheDocument();
    expect(hero.nextElementSibling).toHaveClass('vx-wave-card-bleed');
    expect(root.lastElementChild).toHaveClass('vx-card-link');
  });

  it('Urban Chronicle: a stretch of the Metro Lines, the red frame with MAIN, the name cut', () => {
    const { container } = renderCard({
      story: makeStory({ ...lead, id: 'x1', author: 'Bartholomew Fitzgerald-Smythe' }),
      themeId: 'timesmetro',
    });
    const root = card(container);
    expect(root.querySelector('.vx-metro-card-line')).toHaveTextContent('Metro line: Local');
    const frame = root.querySelector<HTMLElement>('.vx-metro-card-frame')!;
    expect(within(frame).getByText('MAIN')).toBeInTheDocument();
    expect(within(frame).getByRole('heading', { name: 'Lead' })).toBeInTheDocument();
    expect(within(frame).getByText('By Bartholomew Fitzgera…')).toBeInTheDocument();
    const text = frame.querySelector<HTMLElement>('.vx-herald-body-text')!;
    expect(text.style.getPropertyValue('--vx-herald-clamp-lines')).toBe('10');
  });

  it('Unity Desk: the nameplate between rules, the text in two columns', () => {
    const { container } = renderCard({ story: lead, themeId: 'national' });
    const root = card(container);
    expect(root.querySelector('.vx-desk-card-plate')).toHaveTextContent('Unity Desk');
    expect(root.querySelector('.vx-desk-card-lead .vx-desk-card-columns')).not.toBeNull();
  });

  it('Broadsheet Classic: the ears, and the text in narrow ruled columns', () => {
    const { container } = renderCard({ story: lead, themeId: 'broadsheet-classic' });
    const root = card(container);
    expect(root.querySelector('.vx-broad-card-ears')).toHaveTextContent(/^No\. [\d,]+/);
    expect(root.querySelector('.vx-broad-card-columns')).not.toBeNull();
  });

  it.each(['noir', 'niro'])('%s: MAIN over the picture, or the No image placeholder', (id) => {
    const { container, unmount } = renderCard({ story: lead, themeId: id });
    const frame = card(container).querySelector<HTMLElement>('.vx-noir-card-frame')!;
    const badge = within(frame).getByText('MAIN');
    expect(badge.parentElement!.querySelector('img')).not.toBeNull();
    unmount();

    const bare = renderCard({ story: makeStory({ media: [] }), themeId: id });
    const empty = card(bare.container).querySelector<HTMLElement>('.vx-noir-card-frame')!;
    expect(within(empty).getByText('MAIN')).toBeInTheDocument();
    expect(within(empty).getByRole('img', { name: 'No image for this story' })).toHaveTextContent(
      'No image',
    );
  });

  it('Newspaper Classic: the ruled masthead with its volume and price', () => {
    const { container } = renderCard({ story: lead, themeId: 'newspaper-classic' });
    const ears = card(container).querySelector('.vx-paper-card-ears')!;
    expect(ears).toHaveTextContent(/^Vol\. \d+/);
    expect(ears).toHaveTextContent('One Penny');
  });
});
