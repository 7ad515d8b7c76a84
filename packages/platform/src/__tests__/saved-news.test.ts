import { act, renderHook } from '@testing-library/react';
import { savedNews, useSavedNews } from '../saved-news';

const story = (id: string, title = `Story ${id}`) => ({
  _id: id,
  title,
  content: 'Body',
  author: 'Ann',
  authorId: 'a1',
  category: 'World',
  submittedAt: '2025-01-01T00:00:00Z',
  image: 'x.jpg',
});

beforeEach(() => localStorage.clear());

describe('savedNews', () => {
  it('adds under saved_contributions, newest first, and refuses duplicates', () => {
    expect(savedNews.add(story('1'))).toBe('added');
    expect(savedNews.add(story('2'))).toBe('added');
    expect(savedNews.add(story('1', 'Again'))).toBe('exists');
    expect(savedNews.list().map((s) => s._id)).toEqual(['2', '1']);
    expect(savedNews.has('1')).toBe(true);
    const stored = JSON.parse(localStorage.getItem('saved_contributions')!);
    expect(stored[1]).toMatchObject(story('1'));
  });

  it('accepts an id in place of _id', () => {
    const { _id, ...rest } = story('9');
    expect(savedNews.add({ ...rest, id: _id })).toBe('added');
    expect(savedNews.list()[0]?._id).toBe('9');
  });

  it('removes one and clears all', () => {
    savedNews.add(story('1'));
    savedNews.add(story('2'));
    savedNews.remove('1');
    expect(savedNews.list().map((s) => s._id)).toEqual(['2']);
    savedNews.clear();
    expect(savedNews.list()).toEqual([]);
  });

  it('treats corrupt storage as empty and keeps working', () => {
    localStorage.setItem('saved_contributions', '{broken');
    expect(savedNews.list()).toEqual([]);
    localStorage.setItem('saved_contributions', JSON.stringify({ not: 'a list' }));
    expect(savedNews.list()).toEqual([]);
    localStorage.setItem(
      'saved_contributions',
      JSON.stringify([null, 3, { title: 'no id' }, story('5')]),
    );
    expect(savedNews.list().map((s) => s._id)).toEqual(['5']);
    expect(savedNews.add(story('6'))).toBe('added');
  });

  it('throws when the browser refuses to store', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => savedNews.add(story('1'))).toThrow('Error saving news');
    setItem.mockRestore();
  });

  it('useSavedNews follows writes in this tab and in others', () => {
    const { result } = renderHook(() => useSavedNews());
    expect(result.current).toEqual([]);
    act(() => void savedNews.add(story('1')));
    expect(result.current.map((s) => s._id)).toEqual(['1']);
    const first = result.current;

    act(() => {
      localStorage.setItem('saved_contributions', JSON.stringify([story('7'), story('1')]));
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'saved_contributions', storageArea: localStorage }),
      );
    });
    expect(result.current.map((s) => s._id)).toEqual(['7', '1']);
    expect(result.current).not.toBe(first);

    act(() => savedNews.clear());
    expect(result.current).toEqual([]);
  });
});
