import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@voices/contracts/constants';
import { storage } from './storage';
import type { FavoriteAuthorInfo } from './types';

const IDS_KEY = STORAGE_KEYS.favoriteAuthors;
const INFO_KEY = STORAGE_KEYS.favoriteAuthorsInfo;

/** An author as callers have it: `_id` or `id`, a name and maybe a photo. */
export interface FavoriteAuthorInput {
  _id?: string;
  id?: string;
  name?: string;
  photo?: string;
}

type InfoMap = Record<string, FavoriteAuthorInfo>;

function parseIds(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && id !== ''))];
  } catch {
    return [];
  }
}

function parseInfo(raw: string | null): InfoMap {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const map: InfoMap = {};
    for (const [id, info] of Object.entries(value as Record<string, unknown>)) {
      if (typeof info !== 'object' || info === null) continue;
      const { name, photo } = info as { name?: unknown; photo?: unknown };
      map[id] = {
        _id: id,
        name: typeof name === 'string' ? name : '',
        ...(typeof photo === 'string' && photo ? { photo } : {}),
      };
    }
    return map;
  } catch {
    return {};
  }
}

function ids(): string[] {
  return parseIds(storage.get(IDS_KEY));
}

function info(): InfoMap {
  return parseInfo(storage.get(INFO_KEY));
}

function combine(idList: string[], map: InfoMap): FavoriteAuthorInfo[] {
  return idList.map((id) => map[id] ?? { _id: id, name: '' });
}

/** The favourite authors, in the order they were added. */
function list(): FavoriteAuthorInfo[] {
  return combine(ids(), info());
}

function isFavorite(id: string | null | undefined): boolean {
  return !!id && ids().includes(id);
}

function remove(id: string): void {
  const current = ids();
  if (current.includes(id))
    storage.setJson(
      IDS_KEY,
      current.filter((x) => x !== id),
    );
  const map = info();
  if (map[id]) {
    delete map[id];
    storage.setJson(INFO_KEY, map);
  }
}

function add(author: FavoriteAuthorInput): void {
  const id = author._id ?? author.id;
  if (!id) return;
  const current = ids();
  if (!current.includes(id)) storage.setJson(IDS_KEY, [...current, id]);
  const map = info();
  map[id] = {
    _id: id,
    name: author.name ?? map[id]?.name ?? '',
    ...(author.photo ? { photo: author.photo } : {}),
  };
  storage.setJson(INFO_KEY, map);
}

/** Adds or removes an author (local only); says which it did. */
function toggle(author: FavoriteAuthorInput): 'added' | 'removed' {
  const id = author._id ?? author.id;
  if (!id) throw new Error('Invalid user ID');
  if (isFavorite(id)) {
    remove(id);
    return 'removed';
  }
  add(author);
  return 'added';
}

function clear(): void {
  storage.remove(IDS_KEY);
  storage.remove(INFO_KEY);
}

/** Puts a whole list in place of this browser's (a member's favourites, read from the server). */
function replace(authors: readonly FavoriteAuthorInfo[]): void {
  const nextIds = JSON.stringify(authors.map((author) => author._id));
  const map: InfoMap = {};
  for (const author of authors) map[author._id] = author;
  const nextInfo = JSON.stringify(map);
  if (storage.get(IDS_KEY) !== nextIds) storage.set(IDS_KEY, nextIds);
  if (storage.get(INFO_KEY) !== nextInfo) storage.set(INFO_KEY, nextInfo);
}

export const favoriteAuthors = {
  ids,
  info,
  list,
  isFavorite,
  toggle,
  add,
  remove,
  clear,
  replace,
};

export interface FavoriteAuthorsSnapshot {
  ids: string[];
  authors: FavoriteAuthorInfo[];
  isFavorite(id: string | null | undefined): boolean;
}

let cachedKey: string | undefined;

function makeSnapshot(idList: string[], map: InfoMap): FavoriteAuthorsSnapshot {
  const set = new Set(idList);
  return {
    ids: idList,
    authors: combine(idList, map),
    isFavorite: (id) => !!id && set.has(id),
  };
}

const EMPTY = makeSnapshot([], {});
let cached: FavoriteAuthorsSnapshot = EMPTY;

function snapshot(): FavoriteAuthorsSnapshot {
  const rawIds = storage.get(IDS_KEY);
  const rawInfo = storage.get(INFO_KEY);
  const key = JSON.stringify([rawIds, rawInfo]);
  if (key !== cachedKey) {
    cachedKey = key;
    const ids = parseIds(rawIds);
    // No favourites is the server's snapshot itself: a page drawn on the server is taken over
    // without a second render.
    cached = ids.length === 0 ? EMPTY : makeSnapshot(ids, parseInfo(rawInfo));
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  return storage.subscribe([IDS_KEY, INFO_KEY], onChange);
}

/** The favourite authors, kept current across writes here and in other tabs. */
export function useFavoriteAuthors(): FavoriteAuthorsSnapshot {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
