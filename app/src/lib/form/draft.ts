/**
 * A form's unsaved draft in the browser's localStorage, so what the user typed survives a reload, a closed tab
 * and a lost network until it is saved or discarded. Drafts are keyed by what they are a draft of (a course's id
 * and the version it started from); one of another version is not offered, it would undo somebody's save.
 */
import { useEffect } from 'react';

const PREFIX = 'draft:';

/* Private windows and full disks refuse to store: the form still works, it only forgets on reload. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface StoredDraft<T> {
  /** When it was last written (ms). */
  savedAt: number;
  value: T;
}

export function readDraft<T>(key: string): StoredDraft<T> | null {
  try {
    const text = storage()?.getItem(PREFIX + key);
    return text ? (JSON.parse(text) as StoredDraft<T>) : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, value: T): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify({ savedAt: Date.now(), value } satisfies StoredDraft<T>));
  } catch {
    // Over the quota: the draft is simply not kept.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Forgets every draft whose key starts with `prefix` but `keep` (a course's drafts of older versions). */
export function clearDrafts(prefix: string, keep?: string): void {
  const store = storage();
  if (!store) return;
  const stale: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index);
    if (name?.startsWith(PREFIX + prefix) && name !== PREFIX + keep) stale.push(name);
  }
  for (const name of stale) store.removeItem(name);
}

/**
 * Keeps `value` as the draft `key` while `dirty` (it differs from what was loaded) and forgets the draft once it
 * is not (saved, or changed back). Written on every change: a reload a moment after typing still finds it.
 */
export function useDraft<T>(key: string, value: T, dirty: boolean): void {
  const text = JSON.stringify(value);
  useEffect(() => {
    if (dirty) writeDraft(key, JSON.parse(text) as T);
    else clearDraft(key);
  }, [key, text, dirty]);
}
