import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { type RefreshCall, refreshIfDue } from './refresh';
import {
  currentTokens,
  HAD_LOGIN_KEY,
  refreshDueAt,
  reloadStoredSession,
  useSessionStore,
} from './session-store';

/** After a refresh that could not reach the server, try again this much later. */
export const REFRESH_RETRY_MS = 30_000;
/** setTimeout's longest delay; longer token lives are simply re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

const SESSION_KEYS: readonly string[] = [
  LOCAL_STORAGE_KEYS.Token,
  LOCAL_STORAGE_KEYS.UserInfo,
  HAD_LOGIN_KEY,
];

/**
 * Keeps the session fresh without the shopper noticing (SPEC §9): refreshes once the token has passed
 * half its life, checked at start, when the app comes back into focus and on a timer; and follows other
 * tabs' sign-in, refresh and sign-out. Returns the function that stops it.
 */
export function startSessionUpkeep(call: RefreshCall): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = (minimumWait = 0) => {
    clearTimeout(timer);
    const tokens = currentTokens();
    if (!tokens) return;
    const wait = Math.min(Math.max(refreshDueAt(tokens) - Date.now(), minimumWait), MAX_TIMER_MS);
    timer = setTimeout(async () => {
      await refreshIfDue(call);
      // Unchanged tokens mean the server was out of reach (or the life is longer than a timer): retry later.
      if (currentTokens() === tokens) schedule(REFRESH_RETRY_MS);
    }, wait);
  };

  const check = () => void refreshIfDue(call);
  const onVisibility = () => {
    if (document.visibilityState === 'visible') check();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || SESSION_KEYS.includes(event.key)) void reloadStoredSession();
  };

  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.tokens !== previous.tokens) schedule();
  });
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('storage', onStorage);
  check();
  schedule();

  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('storage', onStorage);
  };
}
