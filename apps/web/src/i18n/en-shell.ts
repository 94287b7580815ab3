import { FrameMessages } from '@tread/domain';

/** The strings of the app's frame (tab bar, page slot, errors), in English: loaded with the first screen. */
export const enShell = {
  app: {
    name: 'Tread',
    tagline: 'Tires, Car Parts, Accessories, Auto Services',
    pageTitle: '{{title}} · Tread',
  },
  tabs: {
    label: 'Main',
    home: 'Home',
    tires: 'Tires',
    category: 'Shop',
    cart: 'Cart',
    store: 'Stores',
    user: 'Me',
  },
  nav: {
    back: 'Back',
    close: 'Close',
    backHome: 'Back to home',
  },
  common: {
    retry: 'Try again',
    reload: 'Reload',
    loading: 'Loading…',
    gotIt: 'Got it',
  },
  errors: {
    serverWrong: FrameMessages.ServerError,
    network: FrameMessages.NetworkError,
    unknown: FrameMessages.UnknownError,
    aborted: 'The request was canceled.',
    pageNotFound: FrameMessages.PageNotFound,
    pageDoesNotExist: FrameMessages.PageDoesNotExist,
    sectionFailed: "We couldn't load this section.",
  },
  lazy: {
    loading: 'Loading page…',
    timeoutTitle: 'This page is taking too long',
    timeoutText: 'Check your connection and try again.',
    chunkTitle: "This page couldn't be loaded",
    chunkText: 'A newer version of Tread may be available. Reload to get it.',
  },
  offline: {
    checking: "You're offline. We'll reconnect as soon as we can.",
    gaveUp: "You're still offline. Check your connection.",
  },
} as const;
