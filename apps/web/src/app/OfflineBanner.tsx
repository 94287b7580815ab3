import WifiOff from 'lucide-react/icons/wifi-off';
import { useTranslation } from 'react-i18next';
import type { NetworkState } from './network-poll';

/** The slim bar on top while the network is gone. */
export function OfflineBanner({ state }: { state: NetworkState }) {
  const { t } = useTranslation();
  return (
    <div className="offline-slot" role="status" aria-live="polite">
      {state !== 'online' && (
        <div className="offline-banner">
          <WifiOff size={16} aria-hidden="true" />
          <span>{state === 'checking' ? t('offline.checking') : t('offline.gaveUp')}</span>
        </div>
      )}
    </div>
  );
}
