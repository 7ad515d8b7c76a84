import {
  getLocalPreferredTemplate,
  onPreferredTemplateChange,
  setLocalPreferredTemplate,
} from '../preferred-template';
import { unreadStore } from '../unread-store';

beforeEach(() => localStorage.clear());

describe('preferred template', () => {
  it('saves per user, normalises legacy ids and broadcasts', () => {
    const heard = jest.fn();
    const stop = onPreferredTemplateChange(heard);
    setLocalPreferredTemplate('u1', 'modern');
    expect(localStorage.getItem('preferredTemplate:u1')).toBe('modern-grid');
    expect(getLocalPreferredTemplate('u1')).toBe('modern-grid');
    expect(JSON.parse(localStorage.getItem('preferredTemplateBroadcast')!)).toMatchObject({
      templateId: 'modern-grid',
      ts: expect.any(Number),
    });
    expect(heard).toHaveBeenCalledWith('modern-grid');

    localStorage.setItem(
      'preferredTemplateBroadcast',
      JSON.stringify({ templateId: 'noir', ts: 1 }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'preferredTemplateBroadcast', storageArea: localStorage }),
    );
    expect(heard).toHaveBeenLastCalledWith('noir');
    stop();
    setLocalPreferredTemplate('u1', 'udaya');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(getLocalPreferredTemplate('nobody')).toBeNull();
  });
});

describe('unread count', () => {
  it('keeps a non-negative whole number', () => {
    unreadStore.getState().setUnreadCount(3);
    expect(unreadStore.getState().unreadCount).toBe(3);
    unreadStore.getState().setUnreadCount(-1);
    expect(unreadStore.getState().unreadCount).toBe(0);
    unreadStore.getState().setUnreadCount(Number.NaN);
    expect(unreadStore.getState().unreadCount).toBe(0);
  });
});
