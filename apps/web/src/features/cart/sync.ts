import { onSignedIn } from '../auth';
import { mergeIntoServerCart } from './api/merge-guest-cart';
import { bumpServerCart, clearGuestCart, guestCartLines } from './guest-cart';

let installed = false;

/**
 * On sign-in the guest's lines join the account's cart through one batch change (SPEC §4), and the
 * browser's copy is emptied only once the server has them: a failed merge keeps it for the next sign-in.
 */
export async function mergeGuestCartIntoAccount(): Promise<void> {
  const lines = guestCartLines();
  if (lines.length === 0) return;
  await mergeIntoServerCart(lines);
  clearGuestCart();
  bumpServerCart();
}

/** Registers the sign-in hook once (main.tsx); returns the function that removes it. */
export function installCartSync(): () => void {
  if (installed) return () => undefined;
  installed = true;
  const remove = onSignedIn(() => mergeGuestCartIntoAccount());
  return () => {
    installed = false;
    remove();
  };
}
