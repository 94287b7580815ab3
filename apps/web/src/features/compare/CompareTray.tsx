import X from 'lucide-react/icons/x';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findPage, isTabRoute } from '../../app/routes';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { comparePath } from './compare-path';
import { COMPARE_MAX, useCompareStore, useRestoredTray } from './compare-store';
import './compare.css';

const SLOTS = Array.from({ length: COMPARE_MAX }, (_, index) => index);

/**
 * The slim bar of the tires being compared, at the bottom or above the tab bar: a thumbnail per tire (a tap
 * takes it out), empty slots up to four, the count, and 'Compare (n)'. Nothing while it is empty. Where it is
 * placed, it leaves its height of room, so the end of the page is not hidden under it.
 */
export function CompareTray() {
  const { t } = useTranslation();
  const tabbed = isTabRoute(findPage(useLocation().pathname));
  useRestoredTray();
  const items = useCompareStore((state) => state.items);
  const remove = useCompareStore((state) => state.remove);
  if (items.length === 0) return null;

  return (
    <>
      <div className="compare-tray__space" aria-hidden="true" />
      <aside
        className={`compare-tray${tabbed ? ' compare-tray--tabbed' : ''}`}
        aria-label={t('compare.tray.label')}
      >
        <ul className="compare-tray__slots">
          {SLOTS.map((slot) => {
            const item = items[slot];
            if (!item) return <li key={slot} className="compare-tray__slot compare-tray__slot--empty" />;
            return (
              <li key={`${item.prodId}:${item.skuId}`} className="compare-tray__slot">
                <button
                  type="button"
                  className="compare-tray__thumb"
                  aria-label={t('compare.tray.remove', { name: item.name })}
                  onClick={() => remove(item)}
                >
                  <img src={item.pic} alt="" width={40} height={40} />
                  <span className="compare-tray__x" aria-hidden="true">
                    <X size={12} strokeWidth={3} />
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <p className="compare-tray__count">
          {t('compare.tray.count', { count: items.length, max: COMPARE_MAX })}
        </p>
        <AppLink to={comparePath(items)} className={buttonClass('primary', false, 'compare-tray__open')}>
          {t('compare.tray.open', { count: items.length })}
        </AppLink>
      </aside>
    </>
  );
}
