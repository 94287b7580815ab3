/**
 * A fixed number of places for work that holds the database (placing a flash-sale order): a request waits
 * up to `waitMs` for a place and is then turned away, so under a rush a shopper hears 'try again' at once
 * instead of queueing behind everyone else.
 */
export type Admission = {
  /** A place, answered with the function that frees it; null when none came free in time. */
  enter(): Promise<(() => void) | null>;
};

export function admission({ slots, waitMs }: { slots: number; waitMs: number }): Admission {
  let free = slots;
  const waiting: ((granted: boolean) => void)[] = [];

  function leave(): void {
    const next = waiting.shift();
    if (next) next(true);
    else free++;
  }

  return {
    enter() {
      if (free > 0) {
        free--;
        return Promise.resolve(leave);
      }
      if (waitMs === 0) return Promise.resolve(null);
      return new Promise((resolve) => {
        const wake = (granted: boolean) => {
          clearTimeout(timer);
          resolve(granted ? leave : null);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(wake), 1);
          wake(false);
        }, waitMs);
        waiting.push(wake);
      });
    },
  };
}
