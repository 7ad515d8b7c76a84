import { storage } from '../storage';

beforeEach(() => localStorage.clear());

describe('storage', () => {
  it('reads JSON with a fallback for missing, corrupt or rejected values', () => {
    expect(storage.getJson('k', 1)).toBe(1);
    localStorage.setItem('k', '{bad');
    expect(storage.getJson('k', 1)).toBe(1);
    localStorage.setItem('k', '"text"');
    expect(storage.getJson('k', [], Array.isArray)).toEqual([]);
    storage.setJson('k', [1]);
    expect(storage.getJson('k', [], Array.isArray)).toEqual([1]);
  });

  it('survives storage that is unavailable', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(storage.get('k')).toBeNull();
    expect(storage.set('k', 'v')).toBe(false);
    expect(storage.remove('k')).toBe(false);
    expect(storage.getJson('k', 'x')).toBe('x');
    spy.mockRestore();
  });

  it('tells subscribers about local and external writes, once each', () => {
    const listener = jest.fn();
    const stop = storage.subscribe(['a', 'b'], listener);
    storage.set('a', '1');
    expect(listener).toHaveBeenLastCalledWith('local');
    window.dispatchEvent(new StorageEvent('storage', { key: 'b', storageArea: localStorage }));
    expect(listener).toHaveBeenLastCalledWith('external');
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(listener).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new StorageEvent('storage', { key: 'a', storageArea: sessionStorage }));
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    storage.set('a', '2');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
