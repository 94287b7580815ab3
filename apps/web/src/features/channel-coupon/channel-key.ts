import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { readLocal, removeLocal, writeLocal } from '../../api/storage';

// The key rides in on a link as ?channelCouponKey= and is kept under the §3 local key of the same name.
const KEY = LOCAL_STORAGE_KEYS.ChannelCouponKey;
/** Not a §3 key: the banner was closed in this browser session. */
const BANNER_CLOSED_KEY = 'channelCouponBannerClosed';
const KEY_MAX = 64;

/** The key a link carries in its query, if any. */
export function linkKey(search: string): string | null {
  const key = new URLSearchParams(search).get(KEY)?.trim() ?? '';
  return key.length > 0 && key.length <= KEY_MAX ? key : null;
}

export const storedKey = (): string | null => readLocal(KEY);

export const keepKey = (key: string): void => writeLocal(KEY, key);

/** Removes the stored key, unless another link has stored a different one since. */
export function dropKey(key: string): void {
  if (storedKey() === key) removeLocal(KEY);
}

export function bannerClosed(): boolean {
  try {
    return sessionStorage.getItem(BANNER_CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function closeBanner(): void {
  try {
    sessionStorage.setItem(BANNER_CLOSED_KEY, '1');
  } catch {
    // Closed for as long as the page lives, then.
  }
}
