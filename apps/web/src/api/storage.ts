import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  LOCAL_STORAGE_KEYS as Key,
  SESSION_ID_LENGTH,
} from '@tread/domain';

// Reads and writes of the values of SPEC §3 'Locally stored values' (keys: LOCAL_STORAGE_KEYS in @tread/domain).
// The session id is kept in sessionStorage so that each browser session gets a new one.

/** Not a §3 key: prefix of the persisted answers of the 5-hour config calls (see api/config-cache). */
export const CONFIG_CACHE_PREFIX = 'configCache:';

/** Not §3 keys: the ZIP last checked for delivery on a product page, and the shopper's recent searches. */
export const DELIVERY_ZIP_KEY = 'deliveryZip';
export const RECENT_SEARCHES_KEY = 'recentSearches';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random id of letters and digits, e.g. the 20-character browser session id (SPEC §9). */
export function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

/** A random UUID v4; crypto.randomUUID exists only on https and localhost, so build one otherwise. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function' && window.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Storage can throw (private mode, quota, blocked cookies); the app then runs without persistence.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not kept.
  }
}

function remove(storage: () => Storage, key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // Nothing to do.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function readLocal(key: string): string | null {
  return read(local, key);
}

export function writeLocal(key: string, value: string): void {
  write(local, key, value);
}

export function removeLocal(key: string): void {
  remove(local, key);
}

/** For as long as the tab lives (this visit). */
export function readSession(key: string): string | null {
  return read(session, key);
}

export function writeSession(key: string, value: string): void {
  write(session, key, value);
}

export function removeSession(key: string): void {
  remove(session, key);
}

export function readLocalJson<T>(key: string): T | null {
  const raw = readLocal(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeLocalJson(key: string, value: unknown): void {
  writeLocal(key, JSON.stringify(value));
}

function getOrCreate(storage: () => Storage, key: string, length: number): string {
  const existing = read(storage, key);
  if (existing) return existing;
  const created = randomId(length);
  write(storage, key, created);
  return created;
}

/** Stable id of this browser install. */
export function getClientId(): string {
  return getOrCreate(local, Key.ClientId, 32);
}

/** Stable id of this device. */
export function getDeviceId(): string {
  return getOrCreate(local, Key.DeviceId, 32);
}

/** 20 random characters, new for every browser session. */
export function getSessionId(): string {
  return getOrCreate(session, Key.SessionId, SESSION_ID_LENGTH);
}

export function getLang(): string {
  return readLocal(Key.Lang) || DEFAULT_LOCALE;
}

export function getCurrency(): string {
  return readLocal(Key.Currency) || DEFAULT_CURRENCY;
}
