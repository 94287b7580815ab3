/** What a database refusal was, read through drizzle's wrapping of the driver's error (its `cause` chain). */

function* causes(error: unknown): Generator<Error> {
  for (let current: unknown = error; current instanceof Error; current = current.cause) yield current;
}

/** The unique index or constraint `constraint` refused the row. */
export function violatesConstraint(error: unknown, constraint: string): boolean {
  for (const cause of causes(error)) {
    if ('constraint' in cause && cause.constraint === constraint) return true;
  }
  return false;
}

const LOCK_NOT_AVAILABLE = '55P03';

/** A NOWAIT lock found the row held. */
export function isLockUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    if ('code' in cause && cause.code === LOCK_NOT_AVAILABLE) return true;
  }
  return false;
}
