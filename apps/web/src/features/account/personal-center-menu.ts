import type { LucideIcon } from 'lucide-react';
import BadgeDollarSign from 'lucide-react/icons/badge-dollar-sign';
import CarFront from 'lucide-react/icons/car-front';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Coins from 'lucide-react/icons/coins';
import Crown from 'lucide-react/icons/crown';
import Headset from 'lucide-react/icons/headset';
import KeyRound from 'lucide-react/icons/key-round';
import MapPin from 'lucide-react/icons/map-pin';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Ticket from 'lucide-react/icons/ticket';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import UserRound from 'lucide-react/icons/user-round';
import Wallet from 'lucide-react/icons/wallet';
import { findPage } from '../../app/routes';
import type { en } from '../../i18n/en';
import { AccountPath } from './paths';

type MenuLabel = keyof typeof en.account.me.menu;
type GroupTitle = 'ordersTitle' | 'assetsTitle' | 'accountTitle';

export interface MenuEntry {
  label: MenuLabel;
  path: string;
  Icon: LucideIcon;
}

export interface MenuGroup {
  title: GroupTitle;
  entries: MenuEntry[];
}

/** The personal-center menu of SPEC §2 ('Store' belongs to the merchant center, not here). */
const MENU: readonly MenuGroup[] = [
  {
    title: 'ordersTitle',
    entries: [
      { label: 'orders', path: '/pages/order-list/order-list', Icon: ClipboardList },
      { label: 'refunds', path: '/packages/refund/after-sales', Icon: RotateCcw },
      { label: 'customerService', path: '/packages/user/chat', Icon: Headset },
    ],
  },
  {
    title: 'assetsTitle',
    entries: [
      { label: 'balance', path: '/packages/user/my-wallet', Icon: Wallet },
      { label: 'points', path: '/packages/member/integral-index', Icon: Coins },
      { label: 'memberCenter', path: '/packages/member/member-center', Icon: Crown },
      { label: 'couponCenter', path: '/packages/activities/coupon-center', Icon: TicketPercent },
      { label: 'myCoupons', path: '/packages/activities/my-coupon', Icon: Ticket },
      { label: 'rebates', path: '/pages/rebates/rebates', Icon: BadgeDollarSign },
      { label: 'vehicles', path: '/pages/car-list/car-list', Icon: CarFront },
    ],
  },
  {
    title: 'accountTitle',
    entries: [
      { label: 'profile', path: AccountPath.personalInformation, Icon: UserRound },
      { label: 'cart', path: '/pages/basket-not-tab/basket-not-tab', Icon: ShoppingCart },
      { label: 'addressBook', path: AccountPath.deliveryAddress, Icon: MapPin },
      { label: 'changePassword', path: AccountPath.changePassword, Icon: KeyRound },
    ],
  },
];

/** Only the entries whose page exists in this build, and only the groups left with any. */
export function personalCenterMenu(): MenuGroup[] {
  return MENU.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => findPage(entry.path)),
  })).filter((group) => group.entries.length > 0);
}
