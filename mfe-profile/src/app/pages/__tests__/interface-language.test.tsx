import { act, screen, within } from '@testing-library/react';
import { notificationTexts } from '@voices/contracts/constants';
import { activateLocale } from '@voices/platform';
import {
  createNotification,
  createUser,
  db,
  newId,
  renderWithProviders,
  type StoredUser,
} from '@voices/platform/testing';
import { ModerationPage } from '../moderation-page';
import { NotificationsPage } from '../notifications-page';
import { ProfilePage } from '../profile-page';

const STORY = {
  _id: '64f1a2b3c4d5e6f708192b01',
  title: 'Rain returns to the valley',
  content: '<p>After a long dry month the rain came back.</p>',
  media: [],
  createdAt: '2024-06-01T08:00:00.000Z',
};

let me: StoredUser;
let meera: StoredUser;

beforeEach(() => {
  me = createUser({ name: 'Asha Rao' });
  meera = createUser({ name: 'Meera Iyer', createdAt: '2024-03-02T10:00:00.000Z' });
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('the profile remote in Hindi', () => {
  it('words each notification from its kind and data, and keeps an unknown one as stored', async () => {
    const actor = { _id: meera.id, name: meera.name, photo: '' };
    createNotification(me, {
      type: 'follow',
      message: notificationTexts.follow(meera.name),
      actor,
    });
    createNotification(me, {
      type: 'news_contribution',
      message: notificationTexts.published(meera.name, STORY.title),
      actor,
      newsId: STORY,
    });
    createNotification(me, { type: 'birthday', message: 'Happy birthday from Voices' });
    await act(() => activateLocale('hi'));

    renderWithProviders(<NotificationsPage />, {
      route: '/notifications',
      path: '/notifications',
      user: me,
    });

    const list = await screen.findByRole('list', { name: 'सूचनाएँ' });
    expect(within(list).getByText('Meera Iyer ने आपको फ़ॉलो करना शुरू किया')).toBeInTheDocument();
    expect(
      within(list).getByText('Meera Iyer ने “Rain returns to the valley” प्रकाशित की'),
    ).toBeInTheDocument();
    expect(within(list).getByText('Happy birthday from Voices')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('सूचनाएँ3 नई');
    expect(screen.getByRole('button', { name: 'सभी को पढ़ा हुआ मानें' })).toBeInTheDocument();
    expect(document.title).toBe('सूचनाएँ · Voices');
  });

  it('switches an open profile to Hindi in place: counts, the joined date and the buttons', async () => {
    meera.followers = [me.id];
    renderWithProviders(<ProfilePage />, {
      route: `/profile/${meera.id}`,
      path: '/profile/:id',
      user: me,
    });
    expect(await screen.findByRole('button', { name: '1 Follower' })).toBeInTheDocument();
    expect(screen.getByText('Joined March 2024')).toBeInTheDocument();

    await act(() => activateLocale('hi'));

    expect(screen.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 फ़ॉलोअर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 फ़ॉलोइंग' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '0 ख़बर' })).toBeInTheDocument();
    expect(screen.getByText('मार्च 2024 में जुड़े')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अनफ़ॉलो करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पसंदीदा में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByText('अभी कोई ख़बर नहीं')).toBeInTheDocument();
  });

  it('writes the moderation log as whole Hindi sentences, with the story linked', async () => {
    const moderator = createUser({ name: 'Mo Moderator', role: 'moderator' });
    const storyId = newId();
    db.moderationLog.push({
      id: newId(),
      action: 'label',
      moderator: { id: moderator.id, name: moderator.name },
      targetType: 'story',
      targetId: storyId,
      targetTitle: 'Miracle cure found',
      label: 'disputed',
      reason: null,
      createdAt: new Date().toISOString(),
    });
    await act(() => activateLocale('hi'));
    const { user } = renderWithProviders(<ModerationPage />, {
      route: '/moderation',
      path: '/moderation',
      user: moderator,
    });

    await user.click(screen.getByRole('tab', { name: 'लॉग' }));

    const link = await screen.findByRole('link', { name: 'Miracle cure found' });
    expect(link).toHaveAttribute('href', `/contribute/news/${storyId}?id=${storyId}`);
    expect(screen.getByRole('listitem')).toHaveTextContent(
      'Mo Moderator ने ख़बर Miracle cure found पर “विवादित” लेबल लगाया',
    );
  });
});
