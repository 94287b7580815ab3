import type { Clock } from './clock';

/** How a brake slows repeated wrong guesses at one key. */
export type GuessBrakeRule = {
  /** Tries allowed back to back before waits begin. */
  freeTries: number;
  /** The first wait; each further try doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** A key left alone this long starts again from free tries. */
  forgetAfterMs: number;
  /** Keys remembered at most; the longest idle go first, so a flood of keys cannot exhaust memory. */
  maxKeys: number;
};

type Tries = { count: number; lastAt: number };

/**
 * Growing waits between guesses at one key (an IP and e-mail pair for sign-in, issue 11): a guesser slows to a
 * crawl, while the same account from anywhere else is untouched. Each try counts when it starts, so a burst
 * of simultaneous guesses is braked like a sequence; a success forgets the key. Kept per process.
 */
export function guessBrake(clock: Clock, rule: GuessBrakeRule) {
  const tries = new Map<string, Tries>();

  const waitAfter = (count: number) =>
    count < rule.freeTries ? 0 : Math.min(rule.maxWaitMs, rule.firstWaitMs * 2 ** (count - rule.freeTries));

  return {
    /** Counts a try at `key` and answers 0, or answers the seconds to wait without counting it. */
    tryAt(key: string): number {
      const now = clock.now().getTime();
      const seen = tries.get(key);
      const previous = seen && now - seen.lastAt < rule.forgetAfterMs ? seen : { count: 0, lastAt: now };
      const waitMs = previous.lastAt + waitAfter(previous.count) - now;
      if (waitMs > 0) return Math.ceil(waitMs / 1000);
      // Re-inserted so the map's order stays least recently tried first.
      tries.delete(key);
      tries.set(key, { count: previous.count + 1, lastAt: now });
      const oldest = tries.keys().next().value;
      if (tries.size > rule.maxKeys && oldest !== undefined) tries.delete(oldest);
      return 0;
    },
    succeeded(key: string): void {
      tries.delete(key);
    },
  };
}
export type GuessBrake = ReturnType<typeof guessBrake>;
