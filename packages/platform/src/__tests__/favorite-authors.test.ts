import { act, renderHook } from '@testing-library/react';
import { favoriteAuthors, useFavoriteAuthors } from '../favorite-authors';

beforeEach(() => localStorage.clear());

describe('favoriteAuthors', () => {
  it('toggles an author in favorite_authors and favorite_authors_info', () => {
    expect(favoriteAuthors.toggle({ _id: 'a1', name: 'Ann', photo: 'ann.jpg' })).toBe('added');
    expect(favoriteAuthors.isFavorite('a1')).toBe(true);
    expect(JSON.parse(localStorage.getItem('favorite_authors')!)).toEqual(['a1']);
    expect(JSON.parse(localStorage.getItem('favorite_authors_info')!)).toEqual({
      a1: { _id: 'a1', name: 'Ann', photo: 'ann.jpg' },
    });
    favoriteAuthors.toggle({ id: 'b2', name: 'Ben' });
    expect(favoriteAuthors.list()).toEqual([
      { _id: 'a1', name: 'Ann', photo: 'ann.jpg' },
      { _id: 'b2', name: 'Ben' },
    ]);

    expect(favoriteAuthors.toggle({ _id: 'a1' })).toBe('removed');
    expect(favoriteAuthors.isFavorite('a1')).toBe(false);
    expect(favoriteAuthors.ids()).toEqual(['b2']);
    expect(favoriteAuthors.info()).toEqual({ b2: { _id: 'b2', name: 'Ben' } });
  });

  it('refuses an author without an id', () => {
    expect(() => favoriteAuthors.toggle({ name: 'Nobody' })).toThrow('Invalid user ID');
  });

  it('tolerates corrupt storage', () => {
    localStorage.setItem('favorite_authors', 'nope');
    localStorage.setItem('favorite_authors_info', '[1,2]');
    expect(favoriteAuthors.list()).toEqual([]);
    localStorage.setItem('favorite_authors', JSON.stringify(['x', 5, 'x']));
    expect(favoriteAuthors.list()).toEqual([{ _id: 'x', name: '' }]);
    expect(favoriteAuthors.toggle({ _id: 'y', name: 'Yan' })).toBe('added');
  });

  it('useFavoriteAuthors follows changes here and in other tabs', () => {
    const { result } = renderHook(() => useFavoriteAuthors());
    expect(result.current.ids).toEqual([]);
    act(() => void favoriteAuthors.toggle({ _id: 'a1', name: 'Ann' }));
    expect(result.current.isFavorite('a1')).toBe(true);
    expect(result.current.authors).toEqual([{ _id: 'a1', name: 'Ann' }]);

    act(() => {
      localStorage.setItem('favorite_authors', JSON.stringify([]));
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'favorite_authors', storageArea: localStorage }),
      );
    });
    expect(result.current.isFavorite('a1')).toBe(false);
  });
});
