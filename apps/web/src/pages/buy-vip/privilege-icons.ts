import type { LucideIcon } from 'lucide-react';
import Cake from 'lucide-react/icons/cake';
import Coins from 'lucide-react/icons/coins';
import Headset from 'lucide-react/icons/headset';
import Sparkles from 'lucide-react/icons/sparkles';
import Tag from 'lucide-react/icons/tag';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Truck from 'lucide-react/icons/truck';
import Wrench from 'lucide-react/icons/wrench';

/** A privilege's picture by the words of its title; the staff may reword or reorder them, so no fixed order. */
const ICONS: ReadonlyArray<readonly [RegExp, LucideIcon]> = [
  [/coupon/i, TicketPercent],
  [/price|saving|discount/i, Tag],
  [/deliver|shipping/i, Truck],
  [/point|sign-in/i, Coins],
  [/repair|flat|rotation|install/i, Wrench],
  [/priority|support|service/i, Headset],
  [/birthday|gift/i, Cake],
];

export const privilegeIcon = (title: string): LucideIcon =>
  ICONS.find(([words]) => words.test(title))?.[1] ?? Sparkles;
