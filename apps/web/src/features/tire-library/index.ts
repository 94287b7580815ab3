/** The shopper's saved sizes and vehicles: guest (browser) or signed-in (server), one set of rules. */
export type { ShoppedSize } from './guest-store';
export { installTireLibrarySync, mergeGuestLibraryIntoAccount } from './sync';
export {
  type CurrentSelection,
  type LibraryResult,
  type TireLibrary,
  useTireLibrary,
} from './use-tire-library';
