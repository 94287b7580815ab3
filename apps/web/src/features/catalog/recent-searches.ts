import { RECENT_SEARCHES_KEY, readLocalJson, removeLocal, writeLocalJson } from '../../api/storage';

export const RECENT_SEARCHES_MAX = 10;

/** The newest first, each text once (ignoring case and extra spaces), at most ten. */
export function addRecentSearch(list: readonly string[], text: string): string[] {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (!clean) return [...list];
  const rest = list.filter((entry) => entry.toLowerCase() !== clean.toLowerCase());
  return [clean, ...rest].slice(0, RECENT_SEARCHES_MAX);
}

export function readRecentSearches(): string[] {
  const stored = readLocalJson<unknown>(RECENT_SEARCHES_KEY);
  return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
}

export function rememberSearch(text: string): string[] {
  const next = addRecentSearch(readRecentSearches(), text);
  writeLocalJson(RECENT_SEARCHES_KEY, next);
  return next;
}

export function clearRecentSearches(): void {
  removeLocal(RECENT_SEARCHES_KEY);
}
