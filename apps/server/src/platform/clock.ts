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

/** The real time plus an offset staff can move forward: browser journeys use it to pass deadlines (TEST_CLOCK). */
export function adjustableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export const isMovable = (clock: Clock): clock is MovableClock => 'advance' in clock;
