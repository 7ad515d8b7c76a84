import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError, sessionStore } from '@voices/platform';
import { EditNewsPage } from '../edit-news-page';
import { getStory } from '../../api/get-story';
import { editStory } from '../../api/edit-story';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => Promise.reject(new Error('offline'))),
}));
jest.mock('../../api/get-story', () => ({ getStory: jest.fn() }));
jest.mock('../../api/edit-story', () => ({ editStory: jest.fn() }));

const get = getStory as jest.MockedFunction<typeof getStory>;
const edit = editStory as jest.MockedFunction<typeof editStory>;

const STORY = {
  id: 's1',
  title: 'Old title',
  content: 'Old content',
  category: 'Sports',
  language: 'en',
  authorId: 'u1',
  author: 'Asha',
  media: ['a.png', 'b.png'],
  thumbnails: ['a-thumb.png', 'b-thumb.png'],
  selectedTemplate: 'noir',
  theme: 'noir',
  authorSectionPosition: 'left-sidebar',
  showAdvertisement: true,
  customHeading: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/contribute/edit/s1']}>
      <Routes>
        <Route path="/contribute/edit/:id" element={<EditNewsPage />} />
        <Route path="/user" element={<p>Profile page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  get.mockReset();
  edit.mockReset();
  act(() =>
    sessionStore
      .getState()
      .login({ id: 'u1', name: 'Asha', followers: [], following: [] }, 'token-1'),
  );
});

afterEach(() => {
  act(() => sessionStore.getState().logout());
});

it('says News not found for a missing story', async () => {
  get.mockRejectedValue(new ApiError('News not found', 404, undefined, true));
  renderPage();
  expect(await screen.findByText('News not found')).toBeInTheDocument();
});

it("refuses someone else's story", async () => {
  get.mockResolvedValue({ success: true, data: { ...STORY, authorId: 'u2' } } as never);
  renderPage();
  expect(await screen.findByText('You can only edit your own news')).toBeInTheDocument();
});

it('says Error loading news when the load fails', async () => {
  get.mockRejectedValue(new Error('network'));
  renderPage();
  expect(await screen.findByText('Error loading news')).toBeInTheDocument();
});

it('requires title and content', async () => {
  get.mockResolvedValue({ success: true, data: STORY } as never);
  renderPage();
  await userEvent.clear(await screen.findByLabelText(/^Title/));
  await userEvent.click(screen.getByRole('button', { name: 'Update News' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Title and content are required');
  expect(edit).not.toHaveBeenCalled();
});

it('confirms, sends the changes with the removed media, and goes to /user', async () => {
  get.mockResolvedValue({ success: true, data: STORY } as never);
  edit.mockResolvedValue({ success: true, data: STORY } as never);
  renderPage();
  const title = await screen.findByLabelText(/^Title/);
  await userEvent.clear(title);
  await userEvent.type(title, 'New title');
  await userEvent.click(screen.getByRole('button', { name: 'Remove image a.png' }));

  await userEvent.click(screen.getByRole('button', { name: 'Update News' }));
  expect(screen.getByText('Are you sure you want to update this news?')).toBeInTheDocument();
  const buttons = screen.getAllByRole('button', { name: 'Update News' });
  await userEvent.click(buttons[buttons.length - 1]!);

  await waitFor(() => expect(screen.getByText('Profile page')).toBeInTheDocument());
  expect(edit).toHaveBeenCalledWith('s1', {
    title: 'New title',
    content: 'Old content',
    category: 'Sports',
    selectedTemplate: 'noir',
    authorSectionPosition: 'left-sidebar',
    showAdvertisement: true,
    removedMedia: ['a.png'],
    media: [],
  });
});
