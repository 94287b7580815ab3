import { DEEP_LINK_SCHEME, DEEP_LINK_WHITELIST } from '@tread/domain';
import { findPage } from './routes';

/** The installed app's links (manifest protocol_handlers): web+tread://pages/prod/prod?prodid=7. */
const SCHEME = new RegExp(`^${DEEP_LINK_SCHEME.replace('+', '\\+')}:/*`, 'i');

/**
 * SPEC §2 'Navigation rules': a deep or universal link opens an internal page. Only whitelisted pages may be
 * opened so; anything else, unknown pages and other sites included, opens the first whitelist entry (home).
 */
export function deepLinkTarget(to: string | null): string {
  const fallback = DEEP_LINK_WHITELIST[0];
  const path = (to ?? '').trim().replace(SCHEME, '/');
  // '//host/...' would leave the shop.
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  const url = new URL(path, 'http://tread.local');
  return findPage(url.pathname)?.deepLink ? `${url.pathname}${url.search}` : fallback;
}
