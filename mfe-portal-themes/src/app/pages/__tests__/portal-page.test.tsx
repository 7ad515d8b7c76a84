import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Story } from '@voices/contracts';
import { setLocalPreferredTemplate, storage } from '@voices/platform';
import {
  API,
  createUser,
  db,
  delay,
  fail,
  http,
  realtime,
  renderWithProviders,
  server,
} from '@voices/platform/testing';
import { addMeera, addStories, MEERA, objectId, story } from '../../../testing/fixtures';
import { requestsTo } from '../../../testing/request-log';
import { PortalPage } from '../portal-page';

function renderPortal(url: string) {
  return renderWithProviders(<PortalPage />, { route: url, path: '/portal/:authorId/:themeId' });
}

const location = () => screen.getByTestId('location').textContent;

function serve(stories: Story[], { profile = true, heading = '' } = {}) {
  if (profile) addMeera();
  addStories(stories);
  if (heading) db.headings.push({ authorId: MEERA, themeId: null, heading });
}

const many = (count: number, category = 'Local') =>
  Array.from({ length: count }, (_, i) => story({ title: `Story ${i + 1}`, category }, i + 1));

const moreTitles = () => {
  const section = screen.getByRole('heading', {
    level: 2,
    name: 'More from Meera Nair',
  }).parentElement!;
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
};

beforeAll(() => {
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
  window.scrollTo = jest.fn();
});

it('says it is loading', () => {
  server.use(http.get(`${API}/*`, () => delay('infinite')));
  renderPortal(`/portal/${MEERA}/modern-grid`);
  expect(screen.getByText('Loading portal…')).toBeInTheDocument();
});

it('shows the author, the theme and the date, the lead story and six more', async () => {
  serve(many(10));
  renderPortal(`/portal/${MEERA}/modern-grid`);

  expect(await screen.findByRole('heading', { level: 1, name: 'Meera Nair' })).toBeInTheDocument();
  expect(screen.getByRole('banner', { name: 'Author' })).toHaveTextContent(
    new RegExp(
      `The Daily Herald · ${new Date().getFullYear()}|The Daily Herald · .*${new Date().getFullYear()}`,
    ),
  );
  expect(screen.getAllByRole('link', { name: 'View Profile' })[0]).toHaveAttribute(
    'href',
    `/profile/${MEERA}`,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Story 1' })).toBeInTheDocument();

  expect(moreTitles()).toEqual(['Story 2', 'Story 3', 'Story 4', 'Story 5', 'Story 6', 'Story 7']);
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(moreTitles()).toHaveLength(9);
  fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
  expect(moreTitles()).toHaveLength(6);

  const card = screen.getByRole('heading', { level: 3, name: 'Story 2' }).closest('article')!;
  const link = within(card).getByRole('link', { name: 'Read Full Article' });
  expect(link.getAttribute('href')).toMatch(/^\/contribute\/news\/[0-9a-f]{24}\?id=[0-9a-f]{24}$/);
});

it('lists four more in sidebar and split layouts', async () => {
  const stories = many(10);
  stories[0] = { ...stories[0]!, authorSectionPosition: 'split-column' };
  serve(stories);
  renderPortal(`/portal/${MEERA}/modern-grid`);
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });
  expect(moreTitles()).toHaveLength(4);
});

it("follows the theme's default author section for the count", async () => {
  serve(many(10).map((item) => ({ ...item, authorSectionPosition: '' })));
  renderPortal(`/portal/${MEERA}/udaya`);
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });
  expect(moreTitles()).toHaveLength(4);
});

it('offers category pills, All first, only when there is a choice and the theme allows', async () => {
  const stories = [...many(2, 'Local'), story({ title: 'Match report', category: 'Sports' }, 0)];
  serve(stories);
  const first = renderPortal(`/portal/${MEERA}/modern-grid`);
  await screen.findByRole('heading', { level: 2, name: 'Match report' });
  const pills = screen.getByRole('group', { name: 'Categories' });
  expect(
    within(pills)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['All', 'Sports', 'Local']);

  fireEvent.click(within(pills).getByRole('button', { name: 'Local' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Story 1' })).toBeInTheDocument();
  expect(moreTitles()).toEqual(['Story 2']);
  first.unmount();

  for (const theme of ['broadsheet-classic', 'express']) {
    const view = renderPortal(`/portal/${MEERA}/${theme}`);
    await screen.findByRole('heading', { level: 2, name: 'Match report' });
    expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
    view.unmount();
  }
});

it('keeps the pills in view in Niro White and Red Wave', async () => {
  serve([...many(2, 'Local'), story({ title: 'Match report', category: 'Sports' }, 0)]);
  const first = renderPortal(`/portal/${MEERA}/udaya`);
  await screen.findByRole('heading', { level: 2, name: 'Match report' });
  expect(screen.getByRole('group', { name: 'Categories' }).parentElement).toHaveClass(
    'vx-themes-toolbar--sticky',
  );
  first.unmount();

  renderPortal(`/portal/${MEERA}/national`);
  await screen.findByRole('heading', { level: 2, name: 'Match report' });
  expect(screen.getByRole('group', { name: 'Categories' }).parentElement).not.toHaveClass(
    'vx-themes-toolbar--sticky',
  );
});

it('offers no pills with a single category', async () => {
  serve(many(3));
  renderPortal(`/portal/${MEERA}/modern-grid`);
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });
  expect(screen.queryByRole('group', { name: 'Categories' })).toBeNull();
});

it('shows express as The Daily Herald', async () => {
  serve(many(1));
  const { container } = renderPortal(`/portal/${MEERA}/express`);
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });
  expect(container.querySelector('.vx-herald--full')).toHaveAttribute('data-theme', 'modern-grid');
});

it('says when the theme is not recognized', async () => {
  serve(many(1));
  renderPortal(`/portal/${MEERA}/comic-sans`);
  expect(await screen.findByText('This theme is not recognized.')).toBeInTheDocument();
});

it('says when the author has no stories', async () => {
  serve([]);
  renderPortal(`/portal/${MEERA}/modern-grid`);
  expect(
    await screen.findByRole('heading', { name: 'No news found for this author.' }),
  ).toBeInTheDocument();
  expect(screen.getByText('No stories yet.')).toBeInTheDocument();
});

it('says when there is nothing more from the author', async () => {
  serve(many(1));
  renderPortal(`/portal/${MEERA}/modern-grid`);
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });
  expect(moreTitles()).toEqual([]);
  expect(screen.getByText('No stories yet.')).toBeInTheDocument();
});

it("heads the paper with the story's heading, else the author's, else the name", async () => {
  const stories = many(2);
  stories[1] = { ...stories[1]!, customHeading: 'The Story Heading' };
  serve(stories, { heading: '' });
  const { container } = renderPortal(`/portal/${MEERA}/noir`);
  const masthead = () => container.querySelector('.vx-herald-masthead-title');
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });
  expect(masthead()).toHaveTextContent('Meera Nair');
  expect(requestsTo(`users/${MEERA}/custom-heading`)[0]!.query).toEqual({ themeId: 'noir' });
  await waitFor(() => expect(realtime.connected).toBe(true));

  db.headings.push({ authorId: MEERA, themeId: 'noir', heading: 'Noir Lake Times' });
  realtime.serverEmit('custom_heading_updated', { authorId: MEERA });
  await waitFor(() => expect(masthead()).toHaveTextContent('Noir Lake Times'));

  fireEvent.click(screen.getByRole('button', { name: /Next/ }));
  await waitFor(() => expect(masthead()).toHaveTextContent('The Story Heading'), { timeout: 2000 });
});

it('opens the story the address names as the lead', async () => {
  const stories = many(4);
  serve(stories);
  renderPortal(`/portal/${MEERA}/modern-grid?id=${stories[2]!.id}`);
  expect(await screen.findByRole('heading', { level: 2, name: 'Story 3' })).toBeInTheDocument();
});

it('sends the reader to the story view when the portal cannot load', async () => {
  addMeera();
  server.use(http.get(`${API}/getContributions`, () => fail(500, 'Server error')));
  renderPortal(`/portal/${MEERA}/modern-grid`);
  await waitFor(() => expect(location()).toBe(`/contribute/news/${MEERA}?id=${MEERA}`));
});

it('sends the reader to the story view when there is no such author', async () => {
  const id = objectId();
  renderPortal(`/portal/${id}/modern-grid?id=abc123`);
  await waitFor(() => expect(location()).toBe('/contribute/news/abc123?id=abc123'));
});

it('shows a story the author publishes meanwhile', async () => {
  serve(many(2));
  renderPortal(`/portal/${MEERA}/modern-grid`);
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });
  await waitFor(() => expect(realtime.connected).toBe(true));

  const fresh = story({ title: 'Fresh from the lake' }, 0);
  addStories([fresh]);
  realtime.serverEmit('news_contributed', { id: fresh.id, authorId: MEERA });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Fresh from the lake' }),
  ).toBeInTheDocument();
});

it('loads older stories page by page', async () => {
  serve(many(103));
  renderPortal(`/portal/${MEERA}/modern-grid`);
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(moreTitles()).toHaveLength(99);
  fireEvent.click(screen.getByRole('button', { name: 'Load older stories' }));
  await waitFor(() => expect(moreTitles()).toHaveLength(102));
  expect(screen.queryByRole('button', { name: 'Load older stories' })).toBeNull();
  const pages = requestsTo('getContributions');
  expect(pages).toHaveLength(2);
  expect(pages[1]!.query.before).toBe(db.stories[99]!.id);
});

it("follows the author's own theme change made in another tab", async () => {
  serve(many(2));
  renderWithProviders(<PortalPage />, {
    route: `/portal/${MEERA}/modern-grid`,
    path: '/portal/:authorId/:themeId',
    user: db.users.find((user) => user.id === MEERA)!,
  });
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });

  act(() => {
    storage.setJson('preferredTemplateBroadcast', { templateId: 'noir', ts: Date.now() });
    window.dispatchEvent(new StorageEvent('storage', { key: 'preferredTemplateBroadcast' }));
  });
  await waitFor(() => expect(location()).toBe(`/portal/${MEERA}/noir`));

  act(() => setLocalPreferredTemplate(MEERA, 'modern'));
  await waitFor(() => expect(location()).toBe(`/portal/${MEERA}/modern-grid`));
});

it("does not follow another reader's theme change", async () => {
  serve(many(2));
  const ravi = createUser({ name: 'Ravi' });
  renderWithProviders(<PortalPage />, {
    route: `/portal/${MEERA}/modern-grid`,
    path: '/portal/:authorId/:themeId',
    user: ravi,
  });
  await screen.findByRole('heading', { level: 2, name: 'Story 1' });
  act(() => setLocalPreferredTemplate(ravi.id, 'noir'));
  expect(location()).toBe(`/portal/${MEERA}/modern-grid`);
});

it('has a search box over title and text in Niro White alone', async () => {
  serve([
    story({ title: 'Lake shore cleaned', content: 'Volunteers came.' }, 1),
    story({ title: 'Market opens', content: 'Stalls by the lake.' }, 2),
    story({ title: 'Derby day', content: 'A late goal.' }, 3),
  ]);
  const first = renderPortal(`/portal/${MEERA}/noir`);
  await screen.findByRole('heading', { level: 2, name: 'Lake shore cleaned' });
  expect(screen.queryByLabelText('Search this portal')).toBeNull();
  first.unmount();

  renderPortal(`/portal/${MEERA}/niro`);
  await screen.findByRole('heading', { level: 2, name: 'Lake shore cleaned' });
  const box = screen.getByLabelText('Search this portal');
  fireEvent.change(box, { target: { value: 'LAKE' } });
  // by title (the lead) and by text (the one more)
  expect(screen.getByRole('heading', { level: 2, name: 'Lake shore cleaned' })).toBeInTheDocument();
  expect(moreTitles()).toEqual(['Market opens']);

  fireEvent.change(box, { target: { value: 'late goal' } });
  expect(await screen.findByRole('heading', { level: 2, name: 'Derby day' })).toBeInTheDocument();
  expect(moreTitles()).toEqual([]);

  fireEvent.change(box, { target: { value: 'nothing like it' } });
  expect(screen.getByText('No news found')).toBeInTheDocument();
});

it("asks for the lead story's related news without the story itself, in the portal's theme", async () => {
  const stories = many(3);
  serve(stories);
  renderPortal(`/portal/${MEERA}/broadsheet-classic`);

  await waitFor(() => expect(requestsTo('news/related')).toHaveLength(1));
  const [request] = requestsTo('news/related');
  expect(request?.query).toMatchObject({ exclude: stories[0]!._id, theme: 'broadsheet-classic' });
});
