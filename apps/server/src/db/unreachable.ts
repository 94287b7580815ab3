/**
 * Whether an error means the database could not be reached or dropped the connection (a restart, a failover,
 * pg_terminate_backend, a network cut), rather than a bug or a refused statement: such a request may succeed
 * when tried again, so it answers 503, not 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  // drizzle wraps the driver's error in a DrizzleQueryError, whose cause is the driver's.
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (isConnectionFailure(current)) return true;
    current = current.cause;
  }
  return false;
}

/** SQLSTATE classes and codes of a lost or refused connection (PostgreSQL appendix A). */
const CONNECTION_SQLSTATE = /^(08...|57P0[1235]|53300)$/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// pg and pg-pool raise these without a code.
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isConnectionFailure(error: Error): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code && (CONNECTION_SQLSTATE.test(code) || SOCKET_CODES.has(code))) return true;
  return DRIVER_MESSAGES.includes(error.message);
}
