// The front page in the reader's language: the feed's own words from its catalogues, dates,
// relative times and counts through Intl in the interface locale.
import { act, screen, within } from '@testing-library/react';
import type { CategoryCountsResponse } from '@voices/contracts';
import { activateLocale } from '@voices/platform';
import {
  API,
  HttpResponse,
  createArticle,
  http,
  renderWithProviders,
  server,
} from '@voices/platform/testing';
import { HomePage } from '../home-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => undefined)),
  registerRemotes: jest.fn(),
}));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

function stories(count: number) {
  for (let i = 1; i <= count; i += 1) {
    createArticle({
      title: `Story ${i}`,
      image_url: 'https://images.example.com/picture.jpg',
      publishedAt: hoursAgo(2),
    });
  }
}

function topicCounts(counts: Record<string, number>) {
  server.use(
    http.get(`${API}/category-counts`, () =>
      HttpResponse.json<CategoryCountsResponse>({ success: true, counts }),
    ),
  );
}

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('in Hindi', () => {
  beforeEach(async () => {
    await activateLocale('hi');
  });

  it('shows the front page in Hindi, with dates and times in Hindi', async () => {
    stories(12);
    topicCounts({ sports: 8, technology: 15 });
    renderWithProviders(<HomePage />, { route: '/home' });

    const top = await screen.findByRole('region', { name: 'मुख्य ख़बरें' });
    expect(within(top).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByRole('region', { name: 'ताज़ा समाचार' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'मुखपृष्ठ' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'समाचार खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'समाचार लिखें' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'समाचार श्रेणियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'मौसम' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'पूरा लेख पढ़ें' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Voices के बारे में' })).toHaveTextContent(
      /हमारे बारे में.*गोपनीयता.*शर्तें/,
    );
    expect(screen.queryByText('Read Full Article')).not.toBeInTheDocument();

    // The dateline and the cards' times come from Intl in Hindi.
    const today = new Intl.DateTimeFormat('hi', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date());
    expect(screen.getByText(today)).toBeInTheDocument();
    const twoHoursAgo = new Intl.RelativeTimeFormat('hi', { numeric: 'always' }).format(-2, 'hour');
    expect(screen.getAllByText(twoHoursAgo).length).toBeGreaterThan(0);

    // A count read out with its plural.
    const topics = await screen.findByRole('region', { name: 'विषय' });
    expect(await within(topics).findByLabelText('15 ख़बरें')).toHaveTextContent('15');
    expect(within(topics).getByLabelText('8 ख़बरें')).toBeInTheDocument();
  });

  it("names a tab's list in its messages, and says so when it is empty", async () => {
    renderWithProviders(<HomePage />, { route: '/home?tab=health' });
    expect(await screen.findByText(/^कोई .+ समाचार नहीं मिला।$/)).toBeInTheDocument();
  });

  it('says where the local news is from, with the place inside the sentence', async () => {
    const getCurrentPosition = jest.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    });
    const { user } = renderWithProviders(<HomePage />, { route: '/home?tab=local' });
    expect(await screen.findByText('आपका स्थान अभी पता नहीं है।')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'स्थान चुनें' }));
    await user.type(screen.getByRole('textbox', { name: 'राज्य या क्षेत्र' }), 'Kerala{Enter}');
    const sentence = await screen.findByText((_, element) =>
      Boolean(element?.tagName === 'P' && element.textContent === 'Kerala के आसपास के समाचार'),
    );
    expect(within(sentence).getByText('Kerala').tagName).toBe('STRONG');
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
  });
});

it('uses the digits the locale prefers for counts, in Bengali', async () => {
  await activateLocale('bn');
  topicCounts({ technology: 15 });
  renderWithProviders(<HomePage />, { route: '/home' });
  const topics = await screen.findByRole('region', { name: 'বিষয়' });
  expect(await within(topics).findByLabelText('১৫টি খবর')).toHaveTextContent('১৫');
});
