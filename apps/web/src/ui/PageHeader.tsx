import ChevronLeft from 'lucide-react/icons/chevron-left';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigator } from './navigator';

export interface PageHeaderProps {
  title: string;
  /** Pushed pages show a back button; tab pages don't. */
  back?: boolean;
  action?: ReactNode;
}

/** The sticky bar on top of a page. */
export function PageHeader({ title, back = true, action }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  return (
    <header className="page-header">
      <div className="page-header__side">
        {back && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('nav.back')}
            onClick={() => navigator.back()}
          >
            <ChevronLeft size={26} aria-hidden="true" />
          </button>
        )}
      </div>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__side page-header__side--end">{action}</div>
    </header>
  );
}
