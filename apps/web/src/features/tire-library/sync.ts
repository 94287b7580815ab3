import { onSignedIn } from '../auth';
import { mergeGuestLibrary } from './api/merge-guest-library';
import { bumpServerLibrary, clearGuestLibrary, guestLibrary } from './guest-store';

let installed = false;

/** Oldest first, as the merge call wants them, so the server keeps their order. */
const oldestFirst = <T extends { createdAt: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));

/**
 * On sign-in the guest's sizes and vehicles join the account's library on the server (SPEC §1: signed-in
 * shoppers use the server's), and the browser's copy is emptied once the server has them.
 */
export async function mergeGuestLibraryIntoAccount(): Promise<void> {
  const { tires, vehicles } = guestLibrary();
  if (tires.length === 0 && vehicles.length === 0) return;
  await mergeGuestLibrary({
    tires: oldestFirst(tires).map(({ width, ratio, diameter, currents }) => ({
      width,
      ratio,
      diameter,
      currents,
    })),
    vehicles: oldestFirst(vehicles).map((vehicle) => ({
      vehicleId: vehicle.vehicleId,
      lastQueryTireSize: vehicle.vehiclePartsVO.lastQueryTireSize ?? undefined,
      currents: vehicle.currents,
    })),
  });
  clearGuestLibrary();
  bumpServerLibrary();
}

/** Registers the sign-in hook once (main.tsx); returns the function that removes it. */
export function installTireLibrarySync(): () => void {
  if (installed) return () => undefined;
  installed = true;
  const remove = onSignedIn(() => mergeGuestLibraryIntoAccount());
  return () => {
    installed = false;
    remove();
  };
}
