/** The one source of "now": injected so tests can move time (ARCHITECTURE.md 'Time'). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export type MovableClock = Clock & { advance(ms: number): void };

export function movableClock(start: Date = new Date()): MovableClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
  };
}
