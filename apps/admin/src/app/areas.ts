import { ORDER_READ_ROLES, STAFF_ROLES, UserRole } from '@tread/domain';
import type { LucideIcon } from 'lucide-react';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Package from 'lucide-react/icons/package';
import ScrollText from 'lucide-react/icons/scroll-text';
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
    path: 'audit',
    label: 'Audit trail',
    icon: ScrollText,
    roles: [UserRole.Admin],
    load: () => import('../areas/audit/routes'),
  },
];
