import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetBackend } from './backend';
import { server } from './server';

/** Every web test file: the API client connected as in the app, and the MSW server answering /api. */

// A page's first render loads its lazy chunk, which on a busy machine takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  // Imported here, after the test file's vi.mock calls, so a mocked module (e.g. shared-tokens) is the one used.
  const { connectApiClient } = await import('../app/connect-api');
  connectApiClient();
  // Components under test render without a page slot, which would load the pages' strings.
  const { loadPageStrings } = await import('../i18n');
  await loadPageStrings();
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => resetBackend());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
