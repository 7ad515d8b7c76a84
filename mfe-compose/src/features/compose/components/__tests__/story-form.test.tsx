import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORY_MESSAGES } from '@voices/contracts/constants';
import { customHeadingKey } from '@voices/platform';
import {
  API,
  createUser,
  db,
  fail,
  http,
  HttpResponse,
  renderWithProviders,
  server,
  pickedFile,
  type StoredUser,
} from '@voices/platform/testing';
import { remotesOffline } from '../../../../testing/environment';
import { StoryForm } from '../story-form';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
  registerRemotes: jest.fn(),
}));
remotesOffline();

let author: StoredUser;

beforeEach(() => {
  author = createUser({ name: 'Asha' });
});

/** The form, once its first requests (the saved heading, the sibling remotes) are answered. */
async function renderForm(props: { themeId?: string } = {}) {
  const view = renderWithProviders(
    <StoryForm themeId={props.themeId ?? 'modern-grid'} contentRows={8} />,
    { user: author },
  );
  expect(await screen.findByText('Your title appears here')).toBeInTheDocument();
  await waitFor(() => expect(view.client.isFetching()).toBe(0));
  return view;
}

interface Sent {
  fields: Record<string, FormDataEntryValue>;
  key: string | null;
}

/** Records every publish as sent, then lets the store's handler answer (or `answer` first). */
function recordPublishes(
  answer?: (call: number) => Response | undefined | Promise<Response | undefined>,
) {
  const sent: Sent[] = [];
  server.use(
    http.post(`${API}/contribute`, async ({ request }) => {
      const form = await request.clone().formData();
      sent.push({
        fields: Object.fromEntries(form.entries()),
        key: request.headers.get('idempotency-key'),
      });
      return answer?.(sent.length);
    }),
  );
  return sent;
}

/** Holds every publish until `release` is called. */
function holdPublishes() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = recordPublishes(() => gate.then(() => undefined));
  return { sent, release: () => release() };
}

const titleBox = () => screen.getByLabelText(/Article Title/);
const contentBox = () => screen.getByLabelText(/Article Content/);
const aiButton = () => screen.getByRole('button', { name: 'AI Enhanced' });

it('has the spec defaults: Politics, en, 8 content rows, limits from the contracts', async () => {
  await renderForm();
  expect(screen.getByLabelText('Category')).toHaveValue('Politics');
  expect(screen.getByLabelText('Language')).toHaveValue('en');
  expect(contentBox()).toHaveAttribute('rows', '8');
  expect(titleBox()).toHaveAttribute('maxLength', '200');
  expect(screen.getByLabelText('Custom Heading')).toHaveAttribute('maxLength', '200');
});

it('requires a title and content before publishing', async () => {
  const sent = recordPublishes();
  const { user } = await renderForm();

  await user.click(screen.getByRole('button', { name: 'Publish Now' }));

  expect(await screen.findByText(STORY_MESSAGES.titleRequired)).toBeInTheDocument();
  expect(screen.getByText(STORY_MESSAGES.contentRequired)).toBeInTheDocument();
  expect(titleBox()).toHaveAttribute('aria-invalid', 'true');

  await user.type(titleBox(), 'Bridge reopens');
  await waitFor(() =>
    expect(screen.queryByText(STORY_MESSAGES.titleRequired)).not.toBeInTheDocument(),
  );
  expect(screen.getByText(STORY_MESSAGES.contentRequired)).toBeInTheDocument();
  expect(sent).toHaveLength(0);
});

it('enables AI Enhanced only when title and content are both non-blank, with the hint', async () => {
  const { user } = await renderForm();
  const hint = 'Write your title and content above to enable AI enhancement';

  expect(aiButton()).toBeDisabled();
  expect(screen.getByText(hint)).toBeInTheDocument();

  await user.type(titleBox(), 'Bridge reopens');
  expect(aiButton()).toBeDisabled();
  await user.type(contentBox(), '   ');
  expect(aiButton()).toBeDisabled();
  await user.type(contentBox(), 'The river bridge opened today.');

  expect(aiButton()).toBeEnabled();
  expect(screen.queryByText(hint)).not.toBeInTheDocument();
});

it('publishes the AI result in place of title and content, flagged aiProcessed', async () => {
  const asked: unknown[] = [];
  server.use(
    http.post(`${API}/ai/enhance`, async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json({
        success: true,
        summaryTitle: 'Short',
        summaryContent: 'Summary.',
      });
    }),
  );
  const { sent, release } = holdPublishes();
  const { user } = await renderForm();
  await user.type(titleBox(), 'A long original title');
  await user.type(contentBox(), 'Long original content.');

  await user.click(aiButton());

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(asked).toEqual([{ title: 'A long original title', content: 'Long original content.' }]);
  expect(titleBox()).toHaveValue('Short');
  expect(contentBox()).toHaveValue('Summary.');
  expect(sent[0]!.fields).toMatchObject({
    title: 'Short',
    content: 'Summary.',
    aiProcessed: 'true',
  });

  release();
  expect(await screen.findByText('Story Published Successfully!')).toBeInTheDocument();
  expect(db.stories[0]).toMatchObject({ title: 'Short', authorId: author.id });
});

it('shows an AI failure in a red box and does not publish', async () => {
  server.use(http.post(`${API}/ai/enhance`, () => fail(429, 'Too many AI requests')));
  const sent = recordPublishes();
  const { user } = await renderForm();
  await user.type(titleBox(), 'Title');
  await user.type(contentBox(), 'Content');

  await user.click(aiButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'AI summarization failed: Too many AI requests',
  );
  expect(sent).toHaveLength(0);
});

it('refuses an AI answer without a title or summary', async () => {
  server.use(http.post(`${API}/ai/enhance`, () => HttpResponse.json({ success: true })));
  const sent = recordPublishes();
  const { user } = await renderForm();
  await user.type(titleBox(), 'Title');
  await user.type(contentBox(), 'Content');

  await user.click(aiButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'AI summarization failed: The AI answer had no title or summary',
  );
  expect(sent).toHaveLength(0);
});

it('shows Publishing..., then the success dialog, and resets the form', async () => {
  const { sent, release } = holdPublishes();
  const { user } = await renderForm({ themeId: 'newspaper-classic' });
  await user.selectOptions(screen.getByLabelText('Category'), 'Sports');
  await user.selectOptions(screen.getByLabelText('Language'), 'hi');
  await user.type(screen.getByLabelText('Custom Heading'), 'The Riverside Times');
  await user.click(screen.getByLabelText('Left sidebar'));
  await user.click(screen.getByLabelText(/Enable sidebar advertisement/));
  await user.type(titleBox(), 'Match report');
  await user.type(contentBox(), 'We won.');

  await user.click(screen.getByRole('button', { name: 'Publish Now' }));

  const busy = await screen.findByRole('button', { name: 'Publishing...' });
  expect(busy).toBeDisabled();
  expect(aiButton()).toBeDisabled();
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]!.fields).toMatchObject({
    title: 'Match report',
    content: 'We won.',
    category: 'Sports',
    language: 'hi',
    customHeading: 'The Riverside Times',
    selectedTemplate: 'newspaper-classic',
    authorSectionPosition: 'left-sidebar',
    showAdvertisement: 'true',
    aiProcessed: 'false',
  });

  release();

  expect(await screen.findByText('Story Published Successfully!')).toBeInTheDocument();
  expect(screen.getByText(/Thank you, Asha/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
  expect(titleBox()).toHaveValue('');
  expect(contentBox()).toHaveValue('');
  expect(screen.getByLabelText('Category')).toHaveValue('Politics');
  expect(screen.getByLabelText('Language')).toHaveValue('en');
  expect(screen.getByLabelText('Custom Heading')).toHaveValue('');
  expect(screen.getByLabelText(/Enable sidebar advertisement/)).not.toBeChecked();
  expect(db.stories).toHaveLength(1);
  expect(db.stories[0]).toMatchObject({
    title: 'Match report',
    category: 'Sports',
    language: 'hi',
    customHeading: 'The Riverside Times',
    authorSectionPosition: 'left-sidebar',
    showAdvertisement: true,
  });
});

describe('the advertisement checkbox', () => {
  const checkbox = () => screen.queryByLabelText('Enable sidebar advertisement (Newspaper layout)');

  it('is offered in the newspaper layout only', async () => {
    const { unmount } = await renderForm({ themeId: 'modern-grid' });
    expect(checkbox()).not.toBeInTheDocument();
    unmount();
    await renderForm({ themeId: 'newspaper-classic' });
    expect(checkbox()).not.toBeChecked();
  });

  it('is cleared when the theme leaves the newspaper layout, and stays clear on return', async () => {
    const sent = recordPublishes();
    const { user, rerender } = await renderForm({ themeId: 'newspaper-classic' });
    await user.click(checkbox()!);
    expect(checkbox()).toBeChecked();

    rerender(<StoryForm themeId="noir" contentRows={8} />);
    expect(checkbox()).not.toBeInTheDocument();
    await user.type(titleBox(), 'Night market');
    await user.type(contentBox(), 'Stalls open late.');
    await user.click(screen.getByRole('button', { name: 'Publish Now' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.fields).toMatchObject({ selectedTemplate: 'noir', showAdvertisement: 'false' });
    expect(await screen.findByText('Story Published Successfully!')).toBeInTheDocument();
    expect(db.stories[0]).toMatchObject({ selectedTemplate: 'noir', showAdvertisement: false });

    rerender(<StoryForm themeId="newspaper-classic" contentRows={8} />);
    expect(checkbox()).not.toBeChecked();
  });
});

it('refuses files that are not images', async () => {
  await renderForm();
  const input = screen.getByLabelText(/Add Images/) as HTMLInputElement;
  const text = pickedFile('notes.txt', 'text/plain', 'hello');

  fireEvent.change(input, { target: { files: [text] } });

  expect(await screen.findAllByText(STORY_MESSAGES.onlyImages)).not.toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Remove notes.txt' })).not.toBeInTheDocument();

  const photo = pickedFile('photo.png', 'image/png', 'x');
  fireEvent.change(input, { target: { files: [photo] } });
  expect(screen.getByRole('button', { name: 'Remove photo.png' })).toBeInTheDocument();
});

it('sends the picked images with the story', async () => {
  const sent = recordPublishes();
  const { user } = await renderForm();
  fireEvent.change(screen.getByLabelText(/Add Images/), {
    target: { files: [pickedFile('photo.png', 'image/png')] },
  });
  await user.type(titleBox(), 'T');
  await user.type(contentBox(), 'C');

  await user.click(screen.getByRole('button', { name: 'Publish Now' }));

  expect(await screen.findByText('Story Published Successfully!')).toBeInTheDocument();
  expect((sent[0]!.fields.media as File).name).toBe('photo.png');
  expect(screen.queryByRole('button', { name: 'Remove photo.png' })).not.toBeInTheDocument();
});

it('sends the same Idempotency-Key on a retry, and a new one after a success', async () => {
  const sent = recordPublishes((call) => (call === 1 ? fail(503, 'Server busy') : undefined));
  const { user } = await renderForm();
  await user.type(titleBox(), 'T');
  await user.type(contentBox(), 'C');

  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Server busy');
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  await screen.findByText('Story Published Successfully!');
  await user.click(screen.getByText('Close', { selector: '.vx-modal-footer button' }));
  await user.type(titleBox(), 'T2');
  await user.type(contentBox(), 'C2');
  await user.click(screen.getByRole('button', { name: 'Publish Now' }));
  await screen.findByText('Story Published Successfully!');

  const keys = sent.map((call) => call.key);
  expect(keys).toHaveLength(3);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  expect(db.stories.map((story) => story.title).sort()).toEqual(['T', 'T2']);
});

it('says so when the server answers without data', async () => {
  recordPublishes(() => HttpResponse.json({ success: true }, { status: 201 }));
  const { user } = await renderForm();
  await user.type(titleBox(), 'T');
  await user.type(contentBox(), 'C');

  await user.click(screen.getByRole('button', { name: 'Publish Now' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'News submission failed - no response data',
  );
});

it("fills in the author's saved heading for the theme, and saves a new one", async () => {
  db.headings.push({ authorId: author.id, themeId: 'noir', heading: 'Noir Nights' });
  const { user } = await renderForm({ themeId: 'noir' });
  const heading = screen.getByLabelText('Custom Heading');
  expect(heading).toHaveValue('Noir Nights');

  await user.clear(heading);
  await user.type(heading, 'The Night Owl');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Heading saved successfully!')).toBeInTheDocument();
  expect(db.headings).toEqual([{ authorId: author.id, themeId: 'noir', heading: 'The Night Owl' }]);
  expect(localStorage.getItem(customHeadingKey(author.id, 'noir'))).toContain('The Night Owl');
});

it('says so when the heading cannot be saved', async () => {
  server.use(http.put(`${API}/users/me/custom-heading`, () => fail(400, 'Heading refused')));
  const { user } = await renderForm();
  await user.type(screen.getByLabelText('Custom Heading'), 'Mine');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Failed to save heading. Please try again.')).toBeInTheDocument();
});
