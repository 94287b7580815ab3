import type { LoginResult } from '@tread/domain';

/** The signed-in staff member's tokens, kept across reloads of the console (not shared with the shop). */
type Tokens = Pick<LoginResult, 'accessToken' | 'refreshToken'>;

const KEY = 'tread.console.tokens';
const listeners = new Set<() => void>();

function read(): Tokens | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Tokens | null;
    return stored?.accessToken && stored.refreshToken ? stored : null;
  } catch {
    return null;
  }
}

let tokens: Tokens | null = read();

export const currentTokens = (): Tokens | null => tokens;

/** Stores new tokens (or none: signed out) and tells the app, which re-renders its gate. */
export function setTokens(next: Tokens | null): void {
  tokens = next;
  if (next) localStorage.setItem(KEY, JSON.stringify(next));
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the app re-renders when the console signs in or out. */
export function onTokensChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
