import {
  LOCAL_STORAGE_KEYS,
  type LoginResult,
  loginResult,
  TOKEN_REFRESH_LIFE_FRACTION,
  type UserInfo,
  userInfo,
} from '@tread/domain';
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { readLocal, removeLocal, writeLocal } from '../../api/storage';
import { type SharedSession, writeSharedSession } from './shared-tokens';

/** The login result as kept: the tokens, their life in seconds and when they were issued (ms since epoch). */
export interface SessionTokens extends Omit<LoginResult, 'haveRegister'> {
  issuedAt: number;
}

export interface SessionState {
  tokens: SessionTokens | null;
  /** SPEC §3 'User info'; null without a token (the spec's 'empty object'). */
  userInfo: UserInfo | null;
  /** Someone signed in on this browser and has not signed out: a failed refresh then asks before leaving. */
  hadLogin: boolean;
  /** SPEC §4 'User info loading': set once the user-info request finished, success or failure. */
  userInfoLoaded: boolean;
  /** The 'Session Expired' modal is up. */
  expiredPrompt: boolean;
  /** A guest met a 401: the account page should open (SessionGuard does it). */
  signInRequested: boolean;
}

type PersistedSession = Pick<SessionState, 'tokens' | 'userInfo' | 'hadLogin'>;

/** Not a §3 key: the flag behind the session-expired prompt (see hadLogin). */
export const HAD_LOGIN_KEY = 'hadLogin';

const tokenFields = loginResult.omit({ haveRegister: true });

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function readTokens(value: unknown): SessionTokens | null {
  const fields = tokenFields.safeParse(value);
  if (!fields.success) return null;
  const { issuedAt } = value as { issuedAt?: unknown };
  return typeof issuedAt === 'number' && Number.isFinite(issuedAt) ? { ...fields.data, issuedAt } : null;
}

/** What this tab last read or wrote per key, so a change to one field never rewrites another tab's tokens. */
const lastSeen = new Map<string, string | null>();

function readKey(key: string): string | null {
  const raw = readLocal(key);
  lastSeen.set(key, raw);
  return raw;
}

function writeKey(key: string, raw: string | null): void {
  if (lastSeen.get(key) === raw) return;
  lastSeen.set(key, raw);
  if (raw === null) removeLocal(key);
  else writeLocal(key, raw);
}

/** The §3 local keys: `token` holds the tokens, `userInfo` the user info; both are JSON. */
const splitKeyStorage: PersistStorage<PersistedSession> = {
  getItem: () => {
    const tokens = readTokens(parseJson(readKey(LOCAL_STORAGE_KEYS.Token)));
    const info = userInfo.safeParse(parseJson(readKey(LOCAL_STORAGE_KEYS.UserInfo)));
    return {
      state: {
        tokens,
        userInfo: tokens && info.success ? info.data : null,
        hadLogin: readKey(HAD_LOGIN_KEY) === '1',
      },
    };
  },
  setItem: (_name, { state }) => {
    writeKey(LOCAL_STORAGE_KEYS.Token, state.tokens ? JSON.stringify(state.tokens) : null);
    writeKey(LOCAL_STORAGE_KEYS.UserInfo, state.userInfo ? JSON.stringify(state.userInfo) : null);
    writeKey(HAD_LOGIN_KEY, state.hadLogin ? '1' : null);
  },
  removeItem: () => {
    for (const key of [LOCAL_STORAGE_KEYS.Token, LOCAL_STORAGE_KEYS.UserInfo, HAD_LOGIN_KEY])
      writeKey(key, null);
  },
};

/** The signed-in session, persisted under the local keys of SPEC §3. */
export const useSessionStore = create<SessionState>()(
  persist(
    (): SessionState => ({
      tokens: null,
      userInfo: null,
      hadLogin: false,
      userInfoLoaded: false,
      expiredPrompt: false,
      signInRequested: false,
    }),
    {
      name: 'session',
      storage: splitKeyStorage,
      partialize: ({ tokens, userInfo, hadLogin }) => ({ tokens, userInfo, hadLogin }),
    },
  ),
);

/** Re-reads the stored session, e.g. after another tab refreshed the token or signed out. */
export async function reloadStoredSession(): Promise<void> {
  await useSessionStore.persist.rehydrate();
}

export function currentTokens(): SessionTokens | null {
  return useSessionStore.getState().tokens;
}

export function currentAccessToken(): string | null {
  return currentTokens()?.accessToken ?? null;
}

export function isSignedIn(): boolean {
  return currentTokens() !== null;
}

export function useIsSignedIn(): boolean {
  return useSessionStore((state) => state.tokens !== null);
}

export function useUserInfo(): UserInfo | null {
  return useSessionStore((state) => state.userInfo);
}

/** SPEC §2: a signed-in user without a marketing e-mail has a task, shown as a dot on the Me tab. */
export function useHasProfileTask(): boolean {
  return useSessionStore((state) => state.tokens !== null && state.userInfo?.mktEmail === null);
}

/** Keeps a login result; `now` is when it arrived, the start of the token's life. */
export function saveTokens(result: Omit<LoginResult, 'haveRegister'>, now = Date.now()): SessionTokens {
  const tokens: SessionTokens = {
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    expiresIn: result.expiresIn,
    issuedAt: now,
  };
  useSessionStore.setState({ tokens });
  writeSharedSession({ tokens, at: now });
  return tokens;
}

export function saveUserInfo(info: UserInfo): void {
  useSessionStore.setState({ userInfo: info, userInfoLoaded: true });
}

/** Forgets the login data (tokens and user info); `hadLogin` says whether a later 401 should ask first. */
export function clearLogin(hadLogin = false): void {
  useSessionStore.setState({ tokens: null, userInfo: null, userInfoLoaded: true, hadLogin });
  writeSharedSession({ tokens: null, at: Date.now() });
}

/** Takes another tab's newer tokens (or its sign-out) as this tab's own. */
export function adoptSharedSession(shared: SharedSession): void {
  const local = currentTokens();
  if (shared.at <= (local?.issuedAt ?? Number.NEGATIVE_INFINITY)) return;
  if (shared.tokens && shared.tokens.accessToken === local?.accessToken) return;
  useSessionStore.setState(shared.tokens ? { tokens: shared.tokens } : { tokens: null, userInfo: null });
}

/** When (ms since epoch) the token has lived half its life and is due for a refresh (SPEC §9). */
export function refreshDueAt(tokens: SessionTokens): number {
  return tokens.issuedAt + tokens.expiresIn * 1000 * TOKEN_REFRESH_LIFE_FRACTION;
}
