import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  FollowResponse,
  Notification,
  NotificationList,
  notificationTexts,
  PublicUser,
  USER_MESSAGES,
  UserProfileResponse,
  UsersByIdsBody,
} from '../index';

if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));
}

const id = '665f1c2a9b3e4d5f6a7b8c9d';
const at = '2030-01-01T00:00:00.000Z';

const profile = {
  _id: id,
  id,
  name: 'Asha Rao',
  bio: '',
  photo: '',
  followers: [],
  following: [],
  followersCount: 0,
  followingCount: 0,
  articlesCount: 0,
  preferredTemplate: 'modern-grid',
  createdAt: at,
};

const notification = {
  _id: id,
  userId: id,
  type: 'news_contribution',
  message: notificationTexts.published('Asha Rao', 'Floods'),
  read: false,
  createdAt: at,
  actor: { _id: id, name: 'Asha Rao', photo: '' },
  author: { name: 'Asha Rao', photo: '' },
  newsId: { _id: id, title: 'Floods', content: 'Rain.', media: ['a.jpg'], createdAt: at },
};

describe('profile and notification schemas', () => {
  it('leave the e-mail out of a public profile unless given', () => {
    expect(Value.Check(PublicUser, profile)).toBe(true);
    expect(Value.Check(PublicUser, { ...profile, email: 'asha@example.com' })).toBe(true);
    expect(Value.Check(UserProfileResponse, { success: true, user: profile, news: [] })).toBe(true);
  });

  it('describe the follow answer and the by-ids body', () => {
    expect(
      Value.Check(FollowResponse, {
        success: true,
        message: 'ok',
        following: true,
        followersCount: 1,
        followingCount: 0,
      }),
    ).toBe(true);
    expect(Value.Check(UsersByIdsBody, { ids: Array(100).fill(id) })).toBe(true);
    expect(Value.Check(UsersByIdsBody, { ids: Array(101).fill(id) })).toBe(false);
  });

  it('describe a notification of spec 000 §3 and the list as a plain array', () => {
    expect(Value.Check(Notification, notification)).toBe(true);
    expect(
      Value.Check(Notification, { ...notification, actor: null, author: null, newsId: null }),
    ).toBe(true);
    expect(Value.Check(NotificationList, [notification])).toBe(true);
    expect(Value.Check(NotificationList, { notifications: [notification] })).toBe(false);
  });

  it('word the messages as the spec does', () => {
    expect(USER_MESSAGES.idsNotArray).toBe('IDs should be an array');
    expect(USER_MESSAGES.invalidId).toBe('Invalid user ID');
    expect(USER_MESSAGES.profileUpdated).toBe('Profile updated successfully!');
    expect(notificationTexts.follow('Asha Rao')).toBe('Asha Rao started following you');
    expect(notificationTexts.unfollow('Asha Rao')).toBe('Asha Rao stopped following you');
    expect(notificationTexts.published('Asha Rao', 'Floods')).toBe('Asha Rao published "Floods"');
  });
});
