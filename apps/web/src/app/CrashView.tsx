import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { StatusView } from '../ui/StatusView';

/** Shown when a page throws while rendering: nothing the shopper did, so offer a reload. */
export function CrashView() {
  const { t } = useTranslation();
  return (
    <main className="app__main">
      <StatusView
        icon={<TriangleAlert size={40} />}
        title={t('errors.serverWrong')}
        action={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
      />
    </main>
  );
}
