import { create } from 'zustand';

/** What the tab bar marks: the cart's count and the profile task dot (SPEC §2). */
export interface TabBadges {
  cartCount: number;
  hasTask: boolean;
}

/** Fed by the session module once it is in (app/session.tsx); none until then. */
export const useTabBadges = create<TabBadges>(() => ({ cartCount: 0, hasTask: false }));
