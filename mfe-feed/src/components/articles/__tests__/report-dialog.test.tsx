import { act, screen, waitFor, within } from '@testing-library/react';
import { MODERATION_MESSAGES, REPORT_REASON_LABELS } from '@voices/contracts/constants';
import { Toaster, toast } from '@voices/ui';
import {
  API,
  createArticle,
  createStory,
  createUser,
  db,
  fail,
  http,
  recordRequests,
  renderWithProviders,
  server,
} from '@voices/platform/testing';
import type { Article } from '@voices/platform';
import { ArticleCard } from '../article-card';

function renderCard(article: Article, user: ReturnType<typeof createUser> | null) {
  return renderWithProviders(
    <>
      <ArticleCard article={article} />
      <Toaster />
    </>,
    { user, route: '/home' },
  );
}

beforeEach(() => act(() => toast.clear()));

describe('reporting a story from its card', () => {
  it('sends the chosen reason and the note, then shows the thanks in the dialog', async () => {
    const author = createUser({ name: 'Meera Nair' });
    const reader = createUser({ name: 'Ben Okafor' });
    const story = createStory(author, { title: 'Lake cleaned' });
    const seen = recordRequests(server);
    const { user } = renderCard(story, reader);

    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this story' });
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual(
      Object.values(REPORT_REASON_LABELS),
    );
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('maxlength', '500');

    await user.click(within(dialog).getByRole('radio', { name: 'Misinformation' }));
    await user.type(within(dialog).getByRole('textbox'), 'The photo is from 2019.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      MODERATION_MESSAGES.reportThanks,
    );
    expect(seen.find((r) => r.call === 'POST reports')?.body).toEqual({
      targetType: 'story',
      targetId: story.id,
      reason: 'misinformation',
      note: 'The photo is from 2019.',
    });
    expect(db.reports).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a reason before sending, and keeps the note when the server refuses', async () => {
    const author = createUser({ name: 'Meera Nair' });
    const reader = createUser({ name: 'Ben Okafor' });
    const story = createStory(author);
    server.use(
      http.post(`${API}/reports`, () => fail(429, MODERATION_MESSAGES.tooManyReports), {
        once: true,
      }),
    );
    const { user } = renderCard(story, reader);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Copied from elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a reason.');

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      MODERATION_MESSAGES.tooManyReports,
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue('Copied from elsewhere');
    expect(within(dialog).getByRole('radio', { name: 'Spam' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      MODERATION_MESSAGES.reportThanks,
    );
  });

  it('closes on Escape, and Tab stays inside the dialog', async () => {
    const story = createStory(createUser());
    const { user } = renderCard(story, createUser({ name: 'Ben Okafor' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a visitor to sign in first', async () => {
    const story = createStory(createUser());
    const { user } = renderCard(story, null);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fhome');
  });

  it('is not offered on one’s own story nor on a news source’s item', () => {
    const author = createUser();
    renderCard(createStory(author), author);
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('is not offered on a feed item', () => {
    renderCard(createArticle(), createUser());
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});

describe('the fact-check badge on a card', () => {
  it('shows Verified or Disputed', () => {
    const author = createUser();
    const { unmount } = renderCard(createStory(author, { verificationStatus: 'verified' }), null);
    expect(screen.getByText('Verified')).toBeInTheDocument();
    unmount();
    renderCard(createStory(author, { verificationStatus: 'disputed' }), null);
    expect(screen.getByText('Disputed')).toBeInTheDocument();
  });
});
