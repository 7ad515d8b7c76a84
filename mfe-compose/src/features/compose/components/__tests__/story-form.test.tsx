import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, sessionStore } from '@voices/platform';
import { StoryForm } from '../story-form';
import { publishStory } from '../../api/publish-story';
import { enhanceStory } from '../../api/enhance-story';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
}));
jest.mock('../../api/publish-story', () => ({ publishStory: jest.fn() }));
jest.mock('../../api/enhance-story', () => ({ enhanceStory: jest.fn() }));
jest.mock('../../api/custom-heading', () => ({
  getCustomHeading: jest.fn(() => Promise.resolve(null)),
  saveCustomHeading: jest.fn(() => Promise.resolve({ success: true, heading: '', themeId: null })),
}));

const publish = publishStory as jest.MockedFunction<typeof publishStory>;
const enhance = enhanceStory as jest.MockedFunction<typeof enhanceStory>;

function storyAnswer(title: string) {
  return { success: true, data: { id: 's1', title } } as unknown as Awaited<
    ReturnType<typeof publishStory>
  >;
}

function renderForm() {
  render(
    <MemoryRouter>
      <StoryForm themeId="modern-grid" contentRows={8} />
    </MemoryRouter>,
  );
}

const titleBox = () => screen.getByLabelText(/Article Title/);
const contentBox = () => screen.getByLabelText(/Article Content/);
const aiButton = () => screen.getByRole('button', { name: 'AI Enhanced' });

beforeEach(() => {
  publish.mockReset();
  enhance.mockReset();
  act(() =>
    sessionStore
      .getState()
      .login({ id: 'u1', name: 'Asha', followers: [], following: [] }, 'token-1'),
  );
});

afterEach(() => {
  act(() => sessionStore.getState().logout());
});

it('has the spec defaults: Politics, en, 8 content rows', () => {
  renderForm();
  expect(screen.getByLabelText('Category')).toHaveValue('Politics');
  expect(screen.getByLabelText('Language')).toHaveValue('en');
  expect(contentBox()).toHaveAttribute('rows', '8');
});

it('requires a title and content before publishing', async () => {
  renderForm();

  await userEvent.click(screen.getByRole('button', { name: 'Publish Now' }));

  expect(screen.getByText('Title is required')).toBeInTheDocument();
  expect(screen.getByText('Content is required')).toBeInTheDocument();
  expect(publish).not.toHaveBeenCalled();
});

it('enables AI Enhanced only when title and content are both non-blank, with the hint', async () => {
  renderForm();
  const hint = 'Write your title and content above to enable AI enhancement';

  expect(aiButton()).toBeDisabled();
  expect(screen.getByText(hint)).toBeInTheDocument();

  await userEvent.type(titleBox(), 'Bridge reopens');
  expect(aiButton()).toBeDisabled();
  await userEvent.type(contentBox(), '   ');
  expect(aiButton()).toBeDisabled();
  await userEvent.type(contentBox(), 'The river bridge opened today.');

  expect(aiButton()).toBeEnabled();
  expect(screen.queryByText(hint)).not.toBeInTheDocument();
});

it('publishes the AI result in place of title and content, flagged aiProcessed', async () => {
  enhance.mockResolvedValue({ success: true, summaryTitle: 'Short', summaryContent: 'Summary.' });
  let finish: (value: Awaited<ReturnType<typeof publishStory>>) => void = () => {};
  publish.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderForm();
  await userEvent.type(titleBox(), 'A long original title');
  await userEvent.type(contentBox(), 'Long original content.');

  await userEvent.click(aiButton());

  await waitFor(() => expect(publish).toHaveBeenCalledTimes(1));
  expect(enhance).toHaveBeenCalledWith('A long original title', 'Long original content.');
  expect(titleBox()).toHaveValue('Short');
  expect(contentBox()).toHaveValue('Summary.');
  expect(publish.mock.calls[0]![0]).toMatchObject({
    title: 'Short',
    content: 'Summary.',
    aiProcessed: true,
  });
  await act(async () => finish(storyAnswer('Short')));
});

it('shows an AI failure in a red box and does not publish', async () => {
  enhance.mockRejectedValue(new ApiError('Too many AI requests', 429, true));
  renderForm();
  await userEvent.type(titleBox(), 'Title');
  await userEvent.type(contentBox(), 'Content');

  await userEvent.click(aiButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'AI summarization failed: Too many AI requests',
  );
  expect(publish).not.toHaveBeenCalled();
});

it('shows Publishing..., then the success dialog, and resets the form', async () => {
  let finish: (value: Awaited<ReturnType<typeof publishStory>>) => void = () => {};
  publish.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderForm();
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'Sports');
  await userEvent.selectOptions(screen.getByLabelText('Language'), 'hi');
  await userEvent.type(screen.getByLabelText('Custom Heading'), 'The Riverside Times');
  await userEvent.type(titleBox(), 'Match report');
  await userEvent.type(contentBox(), 'We won.');

  await userEvent.click(screen.getByRole('button', { name: 'Publish Now' }));

  const busy = screen.getByRole('button', { name: 'Publishing...' });
  expect(busy).toBeDisabled();
  expect(aiButton()).toBeDisabled();
  expect(publish.mock.calls[0]![0]).toMatchObject({
    title: 'Match report',
    content: 'We won.',
    category: 'Sports',
    language: 'hi',
    customHeading: 'The Riverside Times',
    selectedTemplate: 'modern-grid',
    authorSectionPosition: 'below-article',
    showAdvertisement: false,
    aiProcessed: false,
  });

  await act(async () => finish(storyAnswer('Match report')));

  expect(await screen.findByText('Story Published Successfully!')).toBeInTheDocument();
  expect(screen.getByText(/Thank you, Asha/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
  expect(titleBox()).toHaveValue('');
  expect(contentBox()).toHaveValue('');
  expect(screen.getByLabelText('Category')).toHaveValue('Politics');
  expect(screen.getByLabelText('Language')).toHaveValue('en');
  expect(screen.getByLabelText('Custom Heading')).toHaveValue('');
});

it('refuses files that are not images', async () => {
  renderForm();
  const input = screen.getByLabelText(/Add Images/) as HTMLInputElement;
  const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });

  fireEvent.change(input, { target: { files: [text] } });

  expect(await screen.findAllByText('Only image files are allowed!')).not.toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Remove notes.txt' })).not.toBeInTheDocument();

  const photo = new File(['x'], 'photo.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [photo] } });
  expect(screen.getByRole('button', { name: 'Remove photo.png' })).toBeInTheDocument();
});

it('sends the same Idempotency-Key on a retry, and a new one after a success', async () => {
  publish
    .mockRejectedValueOnce(new ApiError('Server busy', 503, true))
    .mockResolvedValueOnce(storyAnswer('T'))
    .mockResolvedValueOnce(storyAnswer('T2'));
  renderForm();
  await userEvent.type(titleBox(), 'T');
  await userEvent.type(contentBox(), 'C');

  await userEvent.click(screen.getByRole('button', { name: 'Publish Now' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error: Server busy');
  await userEvent.click(screen.getByRole('button', { name: 'Publish Now' }));
  await screen.findByText('Story Published Successfully!');
  await userEvent.click(screen.getByText('Close', { selector: '.vx-modal-footer button' }));
  await userEvent.type(titleBox(), 'T2');
  await userEvent.type(contentBox(), 'C2');
  await userEvent.click(screen.getByRole('button', { name: 'Publish Now' }));
  await waitFor(() => expect(publish).toHaveBeenCalledTimes(3));

  const keys = publish.mock.calls.map((call) => call[1]);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

it('says so when the server answers without data', async () => {
  publish.mockResolvedValue(null);
  renderForm();
  await userEvent.type(titleBox(), 'T');
  await userEvent.type(contentBox(), 'C');

  await userEvent.click(screen.getByRole('button', { name: 'Publish Now' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'News submission failed - no response data',
  );
});
