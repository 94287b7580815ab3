import { lazy } from 'react';
import { loadPageStrings } from '../i18n';

type SessionModule = typeof import('./session');

let support: Promise<SessionModule> | undefined;

/**
 * What every page needs beyond the frame, fetched once: the pages' strings and the session module, connected
 * to the API client before any page can call it.
 */
export function loadPageSupport(): Promise<SessionModule> {
  support ??= Promise.all([import('./session'), loadPageStrings()]).then(([session]) => {
    session.connectApiClient();
    return session;
  });
  return support;
}

/** The frame's part that pages need (session.tsx), rendered once the page support is in. */
export const PageFrame = lazy(() => loadPageSupport().then((module) => ({ default: module.PageFrame })));
