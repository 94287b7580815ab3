/**
 * First launch lasts from page load until the first navigation inside the app (or a relaunch after
 * the network came back). While it lasts, navigation waits (SPEC §9) and server errors stay quiet (§8).
 */
let firstLaunch = true;
const launchedAt = Date.now();

export function isFirstLaunch(): boolean {
  return firstLaunch;
}

export function endFirstLaunch(): void {
  firstLaunch = false;
}

export function msSinceLaunch(now: number = Date.now()): number {
  return now - launchedAt;
}
