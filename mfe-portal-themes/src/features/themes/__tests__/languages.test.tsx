import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { activateLocale, formatDate, formatNumber } from '@voices/platform';
import { ROUTER_FUTURE } from '@voices/platform/testing';
import type { ThemeStory } from '../../../lib/story';
import { story as makeStory } from '../../../testing/fixtures';
import { ThemeMiniature } from '../components/theme-miniature';
import { ThemeRenderer, type ThemeRendererProps } from '../components/theme-renderer';
import { MASTHEAD_DATE } from '../components/herald/masthead';
import { editionNumber } from '../lib/herald-content';
import { FILTER_STYLES, getTheme } from '../theme-registry';

// The platform's shared words in Hindi, or a stand-in with the one this test reads where the
// platform's catalogue is not there.
jest.mock(
  '../../../../../packages/platform/src/locales/hi.json',
  () => {
    try {
      return jest.requireActual('../../../../../packages/platform/src/locales/hi.json');
    } catch {
      return { 'category.local': 'स्थानीय' };
    }
  },
  { virtual: true },
);

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

const LONG = `${'पुल पर मंगलवार को नगर परिषद की बैठक हुई। '.repeat(12)}अंत।`;

function renderStory(props: Partial<ThemeRendererProps> & { story: ThemeStory }) {
  return render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <ThemeRenderer weather={null} {...props} />
    </MemoryRouter>,
  );
}

const article = (container: HTMLElement) => container.querySelector<HTMLElement>('article')!;

describe('the themes in Hindi', () => {
  it("draws the paper's own words in Hindi, and the story as its author wrote it", async () => {
    await activateLocale('hi');
    const lead = makeStory({
      title: 'पुल पर आज रात मतदान',
      content: LONG,
      category: 'Local',
      language: 'hi',
    });
    const { container } = renderStory({
      story: lead,
      themeId: 'modern-grid',
      mode: 'full',
      stories: [lead, makeStory({ title: 'Lake shore cleaned' }, 2)],
    });
    const root = article(container);

    expect(root).toHaveAttribute('lang', 'hi');
    expect(within(root).getByRole('heading', { name: 'संबंधित ख़बरें' })).toBeInTheDocument();
    expect(within(root).getByRole('button', { name: 'और पढ़ें' })).toBeInTheDocument();
    expect(within(root).getByRole('button', { name: 'ख़बरें खोजें' })).toBeInTheDocument();
    expect(within(root).getByText(/सामुदायिक संस्करण/)).toBeInTheDocument();
    // The edition and the date as the interface's language writes them.
    const now = new Date();
    expect(within(root).getByText(`अंक ${formatNumber(editionNumber(now))}`)).toBeInTheDocument();
    expect(within(root).getByText(formatDate(now, MASTHEAD_DATE))).toBeInTheDocument();
    // The headline is the author's, untranslated.
    expect(within(root).getByRole('heading', { name: 'पुल पर आज रात मतदान' })).toBeInTheDocument();
    expect(within(root).queryByText('Related Stories')).toBeNull();
    expect(within(root).queryByText('Read more')).toBeNull();
  });

  it('switches an article already on screen, in place', async () => {
    const lead = makeStory({ title: 'Bridge vote tonight', content: 'The council met.' });
    const { container } = renderStory({ story: lead, themeId: 'noir', mode: 'card' });
    const root = article(container);
    expect(within(root).getByText('MAIN')).toBeInTheDocument();
    expect(within(root).getByRole('link', { name: 'Read Full Article' })).toBeInTheDocument();

    await act(() => activateLocale('hi'));

    expect(article(container)).toBe(root);
    expect(root).toHaveAttribute('lang', 'hi');
    expect(within(root).getByText('मुख्य')).toBeInTheDocument();
    expect(within(root).getByRole('link', { name: 'पूरा लेख पढ़ें' })).toBeInTheDocument();
    expect(within(root).getByText('Bridge vote tonight')).toBeInTheDocument();
  });

  it('reads the registry in the language shown: descriptions and style names', async () => {
    const noir = getTheme('noir')!;
    const english = noir.description;
    const modern = FILTER_STYLES.find((style) => style.id === 'modern')!;
    expect(modern.name).toBe('Modern');

    await activateLocale('hi');

    expect(noir.description).not.toBe(english);
    expect(noir.description).not.toBe('');
    expect(noir.name).toBe('Noir Press');
    expect(modern.name).toBe('आधुनिक');
    expect(FILTER_STYLES.find((style) => style.id === 'kdbt')!.name).toBe('KDBT');
  });

  it('names a miniature in Hindi, the theme keeping its name', async () => {
    await activateLocale('hi');
    render(<ThemeMiniature themeId="udaya" />);
    expect(screen.getByRole('img', { name: /^Red Wave: लाल नामपट्टी/ })).toBeInTheDocument();
  });
});

describe("a story's own language", () => {
  it('marks the headline and the text with it, the paper with the interface language', () => {
    const lead = makeStory({
      title: 'पुल पर आज रात मतदान',
      content: LONG,
      summary: 'परिषद आज फ़ैसला करेगी।',
      language: 'hi',
    });
    const { container } = renderStory({ story: lead, themeId: 'udaya', mode: 'full' });
    const root = article(container);

    expect(root).toHaveAttribute('lang', 'en');
    expect(within(root).getByRole('heading', { name: 'पुल पर आज रात मतदान' })).toHaveAttribute(
      'lang',
      'hi',
    );
    expect(within(root).getByText('परिषद आज फ़ैसला करेगी।')).toHaveAttribute('lang', 'hi');
    expect(root.querySelector('.vx-herald-body-text')).toHaveAttribute('lang', 'hi');
    // The Read more under it is the interface's.
    expect(within(root).getByRole('button', { name: 'Read more' })).not.toHaveAttribute('lang');
  });

  it("marks another story's title in the lists with that story's language", () => {
    const lead = makeStory({ title: 'Bridge vote tonight', language: 'en' });
    const other = makeStory({ title: 'ತೆರೆದ ಗ್ರಂಥಾಲಯ', language: 'kn' }, 2);
    const { container } = renderStory({
      story: lead,
      themeId: 'modern-grid',
      mode: 'full',
      stories: [lead, other],
    });
    const latest = within(article(container)).getByRole('heading', {
      name: 'Latest News',
    }).parentElement!;
    expect(within(latest).getByText('ತೆರೆದ ಗ್ರಂಥಾಲಯ')).toHaveAttribute('lang', 'kn');
  });
});
