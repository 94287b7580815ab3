import ChevronRight from 'lucide-react/icons/chevron-right';
import Store from 'lucide-react/icons/store';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { MallPath } from './paths';
import './points-mall.css';

/** The way from the points center to the points mall, where points buy coupons and products. */
export function MallEntry() {
  const { t } = useTranslation();
  return (
    <AppLink to={MallPath.list} className="mall-entry">
      <span className="mall-entry__icon" aria-hidden="true">
        <Store size={24} />
      </span>
      <span className="mall-entry__text">
        <span className="mall-entry__title">{t('pointsMall.entry.title')}</span>
        <span className="mall-entry__hint">{t('pointsMall.entry.text')}</span>
      </span>
      <ChevronRight size={22} aria-hidden="true" className="mall-entry__chevron" />
    </AppLink>
  );
}
