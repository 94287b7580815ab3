import { Messages } from '@tread/domain';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The MSW server of the web tests; a test adds a one-off answer with `server.use(...)`. */
export const server = setupServer(...handlers);

type Method = 'get' | 'post' | 'put' | 'delete';

/** `/api${path}` answers 500 with the spec's words until the test ends or `server.resetHandlers()`. */
export function answerServerError(method: Method, path: string): void {
  server.use(
    http[method](`/api${path}`, () =>
      HttpResponse.json({ code: 'SERVER_ERROR', message: Messages.ServerError }, { status: 500 }),
    ),
  );
}

/** `/api${path}` cannot be reached (a network failure) until the test ends or `server.resetHandlers()`. */
export function answerNetworkError(method: Method, path: string): void {
  server.use(http[method](`/api${path}`, () => HttpResponse.error()));
}
