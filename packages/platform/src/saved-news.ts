import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@voices/contracts/constants';
import { storage } from './storage';
import type { SavedContribution } from './types';

const KEY = STORAGE_KEYS.savedContributions;

/** What a caller hands to `add`: a story with `_id` (or `id`) and the fields worth keeping. */
export type SavedContributionInput = Omit<SavedContribution, '_id'> & { _id?: string; id?: string };

function entryId(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { _id, id } = value as { _id?: unknown; id?: unknown };
  const raw = _id ?? id;
  return typeof raw === 'string' && raw ? raw : typeof raw === 'number' ? String(raw) : null;
}

function parse(raw: string | null): SavedContribution[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries: SavedContribution[] = [];
  for (const item of value) {
    const id = entryId(item);
    if (id) entries.push({ ...(item as SavedContribution), _id: id });
  }
  return entries;
}

function list(): SavedContribution[] {
  return parse(storage.get(KEY));
}

function has(id: string): boolean {
  return list().some((entry) => entry._id === id);
}

/** Saves a story (newest first). Throws when the browser refuses to store it. */
function add(item: SavedContributionInput): 'added' | 'exists' {
  const id = entryId(item);
  if (!id) throw new Error('Error saving news');
  const entries = list();
  if (entries.some((entry) => entry._id === id)) return 'exists';
  const { id: _ignored, ...rest } = item;
  const entry: SavedContribution = {
    ...rest,
    _id: id,
    title: item.title ?? '',
    savedAt: new Date().toISOString(),
  };
  if (!storage.setJson(KEY, [entry, ...entries])) throw new Error('Error saving news');
  return 'added';
}

function remove(id: string): void {
  const entries = list();
  const next = entries.filter((entry) => entry._id !== id);
  if (next.length !== entries.length) storage.setJson(KEY, next);
}

function clear(): void {
  storage.remove(KEY);
}

/** Puts a whole list in place of this browser's (a member's list, read from the server). */
function replace(entries: readonly SavedContribution[]): void {
  const next = JSON.stringify(entries);
  if (storage.get(KEY) !== next) storage.set(KEY, next);
}

export const savedNews = { list, has, add, remove, clear, replace };

let cachedRaw: string | null | undefined;

/** No saved stories: the server's snapshot, the same list every time. */
const EMPTY: SavedContribution[] = [];
let cachedList: SavedContribution[] = EMPTY;

function snapshot(): SavedContribution[] {
  const raw = storage.get(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const list = parse(raw);
    // No saved stories is the server's snapshot itself: a page drawn on the server is taken
    // over without a second render.
    cachedList = list.length === 0 ? EMPTY : list;
  }
  return cachedList;
}

function subscribe(onChange: () => void): () => void {
  return storage.subscribe(KEY, onChange);
}

/** The saved stories, newest first, kept current across writes here and in other tabs. */
export function useSavedNews(): SavedContribution[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
