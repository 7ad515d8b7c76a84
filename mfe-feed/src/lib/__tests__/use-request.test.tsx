import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList, useRequest, type PageResult } from '../use-request';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  signal: AbortSignal;
}

function controlled<T>() {
  const calls: (Deferred<T> & { cursor: string | null })[] = [];
  const load = jest.fn((cursor: string | null, signal: AbortSignal) => {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => {
      resolve = r;
    });
    calls.push({ promise, resolve, signal, cursor });
    return promise;
  });
  return { calls, load };
}

const page = (ids: string[], nextPage: string | null): PageResult<{ id: string }> => ({
  items: ids.map((id) => ({ id })),
  nextPage,
});

describe('usePagedList', () => {
  it('aborts what is in flight and ignores its late answer when the key changes', async () => {
    const { calls, load } = controlled<PageResult<{ id: string }>>();
    const { result, rerender } = renderHook(
      ({ key }) => usePagedList(key, load, (item) => item.id),
      {
        initialProps: { key: 'sports' },
      },
    );
    expect(result.current.status).toBe('loading');
    rerender({ key: 'sports/cricket' });
    expect(calls[0]!.signal.aborted).toBe(true);

    await act(async () => calls[0]!.resolve(page(['old'], 'x')));
    expect(result.current.items).toEqual([]);
    await act(async () => calls[1]!.resolve(page(['a', 'b'], 'c2')));
    expect(result.current).toMatchObject({
      status: 'loaded',
      items: [{ id: 'a' }, { id: 'b' }],
      nextPage: 'c2',
    });
  });

  it('appends the next page once, leaving out what it already shows', async () => {
    const { calls, load } = controlled<PageResult<{ id: string }>>();
    const { result } = renderHook(() => usePagedList('home', load, (item) => item.id));
    await act(async () => calls[0]!.resolve(page(['a', 'b'], 'c2')));

    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.cursor).toBe('c2');
    expect(result.current.status).toBe('loading-more');
    await act(async () => calls[1]!.resolve(page(['b', 'c'], null)));
    expect(result.current.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(result.current.nextPage).toBeNull();
    act(() => result.current.loadMore());
    expect(calls).toHaveLength(2);
  });

  it('keeps the list when a further page fails, and says why', async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce(page(['a'], 'c2'))
      .mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() =>
      usePagedList('home', load, (item: { id: string }) => item.id),
    );
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    await act(async () => result.current.loadMore());
    expect(result.current).toMatchObject({
      status: 'loaded',
      items: [{ id: 'a' }],
      nextPage: 'c2',
    });
    expect(result.current.moreError).toEqual(new Error('offline'));
  });

  it('aborts on unmount', () => {
    const { calls, load } = controlled<PageResult<{ id: string }>>();
    const { unmount } = renderHook(() => usePagedList('home', load, (item) => item.id));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });
});

describe('useRequest', () => {
  it('asks nothing for a null key, and again on reload', async () => {
    const load = jest.fn().mockResolvedValue(1);
    const { result, rerender } = renderHook(({ key }) => useRequest(key, load), {
      initialProps: { key: null as string | null },
    });
    expect(result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'a' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 1 }));
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
