/** What the app's frame says before any page loads (§2, §8): in a file of their own so the first screen's script need not carry every message. */
export const FrameMessages = {
  ServerError: 'Something went wrong, please try again later.',
  NetworkError: 'Network Error',
  UnknownError: 'Unknown error',
  PageNotFound: 'Page not found',
  PageDoesNotExist: 'Page does not exist!',
} as const;
