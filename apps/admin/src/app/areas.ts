import { ORDER_READ_ROLES, STAFF_ROLES, UserRole } from '@tread/domain';
import type { LucideIcon } from 'lucide-react';
import Boxes from 'lucide-react/icons/boxes';
import FileText from 'lucide-react/icons/file-text';
import Gift from 'lucide-react/icons/gift';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Mail from 'lucide-react/icons/mail';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Package from 'lucide-react/icons/package';
import PackageSearch from 'lucide-react/icons/package-search';
import Receipt from 'lucide-react/icons/receipt';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ScrollText from 'lucide-react/icons/scroll-text';
import Store from 'lucide-react/icons/store';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import UserCog from 'lucide-react/icons/user-cog';
import Users from 'lucide-react/icons/users';
import type { ComponentType } from 'react';

/**
 * One entry per area of the console, in navigation order: its path under /admin, who may open it, and its
 * route file (loaded when first opened). The navigation shows an area only to its roles; the server refuses
 * the rest anyway.
 */
export type Area = {
  path: string;
  label: string;
  icon: LucideIcon;
  roles: readonly UserRole[];
  load: () => Promise<{ default: ComponentType }>;
};

export const AREAS: readonly Area[] = [
  {
    path: 'dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    roles: STAFF_ROLES,
    load: () => import('../areas/dashboard/routes'),
  },
  {
    path: 'orders',
    label: 'Orders',
    icon: Package,
    roles: ORDER_READ_ROLES,
    load: () => import('../areas/orders/routes'),
  },
  {
    path: 'invoices',
    label: 'Invoices',
    icon: Receipt,
    roles: [UserRole.Admin, UserRole.Merchant],
    load: () => import('../areas/invoices/routes'),
  },
  {
    path: 'refunds',
    label: 'Refunds',
    icon: RotateCcw,
    roles: [UserRole.Merchant, UserRole.CustomerService, UserRole.Admin],
    load: () => import('../areas/refunds/routes'),
  },
  {
    path: 'reviews',
    label: 'Reviews',
    icon: MessageSquareText,
    roles: [UserRole.Merchant, UserRole.CustomerService, UserRole.Admin],
    load: () => import('../areas/reviews/routes'),
  },
  {
    path: 'chat',
    label: 'Chat',
    icon: MessagesSquare,
    // The roles of the agents' chat routes (/api/admin/chat/*).
    roles: [UserRole.CustomerService, UserRole.Admin],
    load: () => import('../areas/chat/routes'),
  },
  {
    path: 'tire-requests',
    label: 'Tire requests',
    icon: PackageSearch,
    // The roles of /api/admin/tire-requests: merchants source the tires, customer service answers.
    roles: [UserRole.Merchant, UserRole.CustomerService, UserRole.Admin],
    load: () => import('../areas/tire-requests/routes'),
  },
  {
    path: 'customers',
    label: 'Customers',
    icon: Users,
    roles: [UserRole.Admin, UserRole.CustomerService],
    load: () => import('../areas/customers/routes'),
  },
  {
    path: 'catalog',
    label: 'Catalog',
    icon: Boxes,
    roles: [UserRole.Admin, UserRole.Operations],
    load: () => import('../areas/catalog/routes'),
  },
  {
    path: 'promotions',
    label: 'Promotions',
    icon: TicketPercent,
    roles: [UserRole.Operations, UserRole.Admin],
    load: () => import('../areas/promotions/routes'),
  },
  {
    path: 'loyalty',
    label: 'Loyalty',
    icon: Gift,
    // The roles of the staff config routes (GET and PUT /api/admin/config/{key}).
    roles: [UserRole.Operations, UserRole.Admin],
    load: () => import('../areas/loyalty/routes'),
  },
  {
    path: 'installers',
    label: 'Installers',
    icon: Store,
    roles: [UserRole.Operations, UserRole.Admin],
    load: () => import('../areas/installers/routes'),
  },
  {
    path: 'content',
    label: 'Content & switches',
    icon: FileText,
    roles: [UserRole.Operations, UserRole.Admin],
    load: () => import('../areas/content/routes'),
  },
  {
    path: 'staff',
    label: 'Staff accounts',
    icon: UserCog,
    roles: [UserRole.Admin],
    load: () => import('../areas/staff/routes'),
  },
  {
    path: 'outbox',
    label: 'Mail outbox',
    icon: Mail,
    roles: [UserRole.Admin],
    load: () => import('../areas/outbox/routes'),
  },
  {
    path: 'audit',
    label: 'Audit trail',
    icon: ScrollText,
    roles: [UserRole.Admin],
    load: () => import('../areas/audit/routes'),
  },
];
