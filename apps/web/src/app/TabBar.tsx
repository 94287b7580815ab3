import { TAB_ROUTES, TabIndex } from '@tread/domain';
import { House, LayoutGrid, type LucideIcon, Store, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasProfileTask } from '../features/auth/session-store';
import { TireIcon } from '../ui/TireIcon';
import { AppLink } from './navigator-context';

type TabLabelKey = 'tabs.home' | 'tabs.tires' | 'tabs.category' | 'tabs.store' | 'tabs.user';

const TABS: readonly { tab: TabIndex; label: TabLabelKey; Icon: LucideIcon }[] = [
  { tab: TabIndex.Home, label: 'tabs.home', Icon: House },
  { tab: TabIndex.Tires, label: 'tabs.tires', Icon: TireIcon },
  { tab: TabIndex.Category, label: 'tabs.category', Icon: LayoutGrid },
  { tab: TabIndex.Store, label: 'tabs.store', Icon: Store },
  { tab: TabIndex.User, label: 'tabs.user', Icon: UserRound },
];

/** The bottom tab bar of SPEC §2 with its mandated colours (see .tabbar in styles). */
export function TabBar({ active }: { active: TabIndex }) {
  const { t } = useTranslation();
  const hasTask = useHasProfileTask();
  const taskId = useId();
  return (
    <nav className="tabbar" aria-label={t('tabs.label')}>
      <ul className="tabbar__list">
        {TABS.map(({ tab, label, Icon }) => {
          const isActive = tab === active;
          const showTask = hasTask && tab === TabIndex.User;
          return (
            <li key={tab} className="tabbar__cell">
              <AppLink
                to={TAB_ROUTES[tab]}
                className={`tabbar__item${isActive ? ' tabbar__item--active' : ''}`}
                aria-current={isActive ? 'page' : undefined}
                aria-describedby={showTask ? taskId : undefined}
              >
                <span className="tabbar__icon">
                  <Icon size={24} strokeWidth={isActive ? 2.25 : 1.75} aria-hidden="true" />
                  {showTask && <span className="tabbar__dot" aria-hidden="true" />}
                </span>
                <span className="tabbar__label">{t(label)}</span>
              </AppLink>
              {showTask && (
                <span id={taskId} hidden>
                  {t('account.task.tabHint')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
