import type { LucideIcon } from 'lucide-react';
import Award from 'lucide-react/icons/award';
import BadgeCheck from 'lucide-react/icons/badge-check';
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CreditCard from 'lucide-react/icons/credit-card';
import HandCoins from 'lucide-react/icons/hand-coins';
import Headset from 'lucide-react/icons/headset';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Store from 'lucide-react/icons/store';
import Tag from 'lucide-react/icons/tag';
import Truck from 'lucide-react/icons/truck';
import Undo2 from 'lucide-react/icons/undo-2';
import Wrench from 'lucide-react/icons/wrench';

const ICONS: Record<string, LucideIcon> = {
  award: Award,
  'badge-check': BadgeCheck,
  'badge-dollar-sign': BadgeDollarSign,
  'calendar-clock': CalendarClock,
  'credit-card': CreditCard,
  'hand-coins': HandCoins,
  headset: Headset,
  'rotate-ccw': RotateCcw,
  'shield-check': ShieldCheck,
  store: Store,
  tag: Tag,
  truck: Truck,
  'undo-2': Undo2,
  wrench: Wrench,
};

/** The lucide icon a sales point or guarantee of the home-page config names (kebab-case); a badge otherwise. */
export function badgeIcon(name: string): LucideIcon {
  return ICONS[name] ?? BadgeCheck;
}
