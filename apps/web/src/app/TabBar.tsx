import { TabIndex } from '@tread/domain';
import type { LucideIcon } from 'lucide-react';
import House from 'lucide-react/icons/house';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Store from 'lucide-react/icons/store';
import UserRound from 'lucide-react/icons/user-round';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CartBadge } from '../features/cart/CartBadge';
import { AppLink } from '../ui/navigator';
import { TireIcon } from '../ui/TireIcon';
import { type AppTab, CART_TAB, isTabRoute, ROUTES } from './routes';
import { useTabBadges } from './tab-badges';

/** The tab bar from left to right. App types are not told apart yet, so the cart sits at the web app's index 3. */
const TAB_BAR_ORDER: readonly AppTab[] = [
  TabIndex.Home,
  TabIndex.Tires,
  TabIndex.Category,
  CART_TAB,
  TabIndex.Store,
  TabIndex.User,
];

export const TAB_BAR_ROUTES = ROUTES.filter(isTabRoute).sort(
  (a, b) => TAB_BAR_ORDER.indexOf(a.tab) - TAB_BAR_ORDER.indexOf(b.tab),
);

type TabLabelKey = 'tabs.home' | 'tabs.tires' | 'tabs.category' | 'tabs.cart' | 'tabs.store' | 'tabs.user';

const TAB_LOOKS: Record<AppTab, { label: TabLabelKey; Icon: LucideIcon }> = {
  [TabIndex.Home]: { label: 'tabs.home', Icon: House },
  [TabIndex.Tires]: { label: 'tabs.tires', Icon: TireIcon },
  [TabIndex.Category]: { label: 'tabs.category', Icon: LayoutGrid },
  [CART_TAB]: { label: 'tabs.cart', Icon: ShoppingCart },
  [TabIndex.Store]: { label: 'tabs.store', Icon: Store },
  [TabIndex.User]: { label: 'tabs.user', Icon: UserRound },
};

/** The bottom tab bar of SPEC §2 with its mandated colors (see .tabbar in styles), the cart's badge on its tab. */
export function TabBar({ active }: { active: AppTab }) {
  const { t } = useTranslation();
  const { cartCount, hasTask } = useTabBadges();
  const taskId = useId();
  const cartCountId = useId();
  return (
    <nav className="tabbar" aria-label={t('tabs.label')}>
      <ul className="tabbar__list">
        {TAB_BAR_ROUTES.map(({ tab, path }) => {
          const { label, Icon } = TAB_LOOKS[tab];
          const isActive = tab === active;
          const isCart = tab === CART_TAB;
          const showCartCount = isCart && cartCount > 0;
          const showTask = hasTask && tab === TabIndex.User;
          return (
            <li key={tab} className="tabbar__cell">
              <AppLink
                to={path}
                className={`tabbar__item${isActive ? ' tabbar__item--active' : ''}`}
                aria-current={isActive ? 'page' : undefined}
                aria-describedby={showTask ? taskId : showCartCount ? cartCountId : undefined}
              >
                <span className="tabbar__icon">
                  <Icon size={24} strokeWidth={isActive ? 2.25 : 1.75} aria-hidden="true" />
                  {showTask && <span className="tabbar__dot" aria-hidden="true" />}
                  {showCartCount && <CartBadge count={cartCount} />}
                </span>
                <span className="tabbar__label">{t(label)}</span>
              </AppLink>
              {showTask && (
                <span id={taskId} hidden>
                  {t('account.task.tabHint')}
                </span>
              )}
              {showCartCount && (
                <span id={cartCountId} hidden>
                  {t('cart.badgeHint', { count: cartCount })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
