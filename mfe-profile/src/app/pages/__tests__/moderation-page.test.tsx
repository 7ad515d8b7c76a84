import { act, screen, waitFor, within } from '@testing-library/react';
import { MODERATION_MESSAGES } from '@voices/contracts/constants';
import { Toaster, toast } from '@voices/ui';
import {
  createStory,
  createUser,
  db,
  newId,
  recordRequests,
  renderWithProviders,
  server,
  type StoredUser,
} from '@voices/platform/testing';
import { ModerationPage } from '../moderation-page';

let mod: StoredUser;
let meera: StoredUser;
let ravi: StoredUser;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function report(
  targetType: 'story' | 'user',
  targetId: string,
  reason: (typeof db.reports)[number]['reason'],
  fields: Partial<(typeof db.reports)[number]> = {},
) {
  db.reports.push({
    id: newId(),
    reporterId: ravi.id,
    targetType,
    targetId,
    reason,
    note: null,
    createdAt: minutesAgo(10),
    resolution: null,
    ...fields,
  });
}

beforeEach(() => {
  act(() => toast.clear());
  mod = createUser({ name: 'Mo Moderator', role: 'moderator' });
  meera = createUser({ name: 'Meera Iyer' });
  ravi = createUser({ name: 'Ravi Menon' });
});

function renderPage(user: StoredUser | null = mod) {
  return renderWithProviders(
    <>
      <ModerationPage />
      <Toaster />
    </>,
    { route: '/moderation', path: '/moderation', user },
  );
}

describe('who may see it', () => {
  it('tells a member it is for moderators, and asks nothing', async () => {
    const seen = recordRequests(server);
    renderPage(meera);
    expect(screen.getByRole('heading', { name: 'You need to be a moderator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(seen.filter((r) => r.call.includes('moderation'))).toEqual([]);
  });

  it('asks a visitor to sign in', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { name: 'You need to be a moderator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmoderation',
    );
  });
});

describe('the open queue', () => {
  it('lists a reported story with its reasons, notes, author and state', async () => {
    const story = createStory(meera, {
      title: 'Miracle cure found',
      verificationStatus: 'disputed',
    });
    report('story', story.id, 'misinformation', { note: 'No source given' });
    report('story', story.id, 'misinformation', { createdAt: minutesAgo(5) });
    report('story', story.id, 'spam', { createdAt: minutesAgo(2) });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Miracle cure found' });
    expect(within(card).getByRole('link', { name: 'Miracle cure found' })).toHaveAttribute(
      'href',
      `/contribute/news/${story.id}?id=${story.id}`,
    );
    expect(card).toHaveTextContent('3 reports');
    expect(within(card).getByRole('list', { name: 'Reasons' })).toHaveTextContent(
      'Misinformation ×2Spam ×1',
    );
    expect(within(card).getByRole('list', { name: 'Notes' })).toHaveTextContent(
      'Misinformation: No source given',
    );
    expect(within(card).getByRole('link', { name: 'Meera Iyer' })).toHaveAttribute(
      'href',
      `/profile/${meera.id}`,
    );
    expect(within(card).getByRole('list', { name: 'Current state' })).toHaveTextContent('Disputed');
    expect(card).toHaveTextContent(/First reported 10 minutes ago · last 2 minutes ago/);
  });

  it('hides a story with a reason, and the list follows', async () => {
    const story = createStory(meera, { title: 'Miracle cure found' });
    report('story', story.id, 'misinformation');
    const seen = recordRequests(server);
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Miracle cure found' });
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide “Miracle cure found”' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.reasonRequired);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Health misinformation',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText(MODERATION_MESSAGES.storyHidden)).toBeInTheDocument();
    expect(seen.find((r) => r.call === `POST moderation/stories/${story.id}/hide`)?.body).toEqual({
      reason: 'Health misinformation',
    });
    expect(db.stories[0]).toMatchObject({ moderationStatus: 'hidden' });
    // Hiding closes the reports: the open queue is empty again.
    expect(await screen.findByText('No open reports')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const closed = await screen.findByRole('article', { name: 'Miracle cure found' });
    expect(within(closed).getByRole('list', { name: 'Current state' })).toHaveTextContent('Hidden');
    await user.click(within(closed).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(MODERATION_MESSAGES.storyRestored)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Miracle cure found' })).getByRole('button', {
          name: 'Hide',
        }),
      ).toBeInTheDocument(),
    );
  });

  it('labels a story disputed with a note', async () => {
    const story = createStory(meera, { title: 'Bridge to close' });
    report('story', story.id, 'misinformation');
    const seen = recordRequests(server);
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Bridge to close' });
    await user.click(within(card).getByRole('button', { name: 'Label…' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Disputed' }));
    await user.type(within(dialog).getByRole('textbox'), 'The council denies it.');
    await user.click(within(dialog).getByRole('button', { name: 'Save label' }));
    expect(await screen.findByText(MODERATION_MESSAGES.storyLabelled)).toBeInTheDocument();
    expect(seen.find((r) => r.call === `POST moderation/stories/${story.id}/label`)?.body).toEqual({
      label: 'disputed',
      note: 'The council denies it.',
    });
    expect(db.stories[0]).toMatchObject({
      verificationStatus: 'disputed',
      verificationNote: 'The council denies it.',
    });
  });

  it('suspends a reported member, and dismisses reports on another', async () => {
    report('user', meera.id, 'harassment');
    const other = createUser({ name: 'Olu Ade' });
    report('user', other.id, 'spam', { createdAt: minutesAgo(20) });
    const seen = recordRequests(server);
    const { user } = renderPage();

    const card = await screen.findByRole('article', { name: 'Meera Iyer' });
    await user.click(within(card).getByRole('button', { name: 'Suspend member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Meera Iyer' });
    await user.type(within(dialog).getByRole('textbox'), 'Repeated abuse');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText(MODERATION_MESSAGES.memberSuspended)).toBeInTheDocument();
    expect(meera.suspension?.reason).toBe('Repeated abuse');

    const olu = await screen.findByRole('article', { name: 'Olu Ade' });
    await user.click(within(olu).getByRole('button', { name: 'Dismiss' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dismiss' }),
    );
    expect(await screen.findByText(MODERATION_MESSAGES.reportDismissed)).toBeInTheDocument();
    expect(seen.some((r) => /^POST moderation\/reports\/\w+\/dismiss$/.test(r.call))).toBe(true);
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
  });

  it('pages in more groups with Load more', async () => {
    for (let i = 0; i < 52; i += 1) {
      const story = createStory(meera, { title: `Story ${i}` });
      report('story', story.id, 'spam', { createdAt: minutesAgo(100 - i) });
    }
    const { user } = renderPage();
    await screen.findByRole('article', { name: 'Story 51' });
    expect(screen.getAllByRole('article')).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(52));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('the log', () => {
  it('lists who did what, to what, why and when', async () => {
    db.moderationLog.push({
      id: newId(),
      action: 'hide',
      moderator: { id: mod.id, name: 'Mo Moderator' },
      targetType: 'story',
      targetId: newId(),
      targetTitle: 'Miracle cure found',
      label: null,
      reason: 'Health misinformation',
      createdAt: minutesAgo(3),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: 'Log' }));
    expect(await screen.findByText('Miracle cure found')).toBeInTheDocument();
    const entry = screen.getByRole('listitem');
    expect(entry).toHaveTextContent('Mo Moderator hid story Miracle cure found');
    expect(entry).toHaveTextContent('“Health misinformation”');
    expect(entry).toHaveTextContent('3 minutes ago');
  });
});
