import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigator } from '../ui/navigator';
import { showToast } from '../ui/toast';
import { HOME_ROUTE } from './routes';

/** How long 'Page not found' stays up while the shopper is taken home. */
export const NOT_FOUND_TOAST_MS = 1500;

/** Unknown paths (and pages not built yet) say 'Page not found' and replace themselves with home. */
export function NotFound() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    showToast(t('errors.pageNotFound'), NOT_FOUND_TOAST_MS);
    void navigator.go(HOME_ROUTE.path, { replace: true });
  }, [navigator, t]);

  return <div className="page-slot" />;
}
