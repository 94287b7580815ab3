import type { FastifyInstance } from 'fastify';

/**
 * Ends the process on SIGTERM or SIGINT: the server stops accepting connections, finishes the requests in
 * flight, runs its close hooks (the job runner, the database) and exits 0. Only the first signal counts:
 * npm forwards a Ctrl-C the terminal already sent to this process, and a supervisor may repeat itself. What
 * is still running when the grace period ends is cut, and the process exits 1.
 */
export function exitOnSignals(app: FastifyInstance, graceSeconds: number): void {
  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.info({ signal }, 'already shutting down');
      return;
    }
    closing = true;
    app.log.info({ signal, graceSeconds }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error({ graceSeconds }, 'shutdown grace period over: exiting with work still in flight');
      process.exit(1);
    }, graceSeconds * 1000);
    app.close().then(
      () => {
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, shutDown);
}
