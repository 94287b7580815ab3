import {
  Award,
  BadgeCheck,
  BadgeDollarSign,
  CalendarClock,
  CreditCard,
  HandCoins,
  Headset,
  type LucideIcon,
  RotateCcw,
  ShieldCheck,
  Store,
  Tag,
  Truck,
  Undo2,
  Wrench,
} from 'lucide-react';

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
