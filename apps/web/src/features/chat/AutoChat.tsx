import type { AutoImPage, ChatOrigin } from '@tread/domain';
import Headset from 'lucide-react/icons/headset';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readSession, writeSession } from '../../api/storage';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { Sheet } from '../../ui/Sheet';
import { useIsSignedIn } from '../auth/session-store';
import { useAutoImConfig } from './api/auto-im-config';
import { useChatStatus } from './api/chat-status';
import { chatPath } from './paths';
import './chat-entry.css';

/** Not a §3 key: the chat opened by itself in this visit already. */
const SHOWN_KEY = 'autoImShown';

/**
 * The autoIM config (SPEC §3): on the pages it names, a signed-in shopper who stays `afterSeconds` while
 * customer service is online has the chat open by itself, once a visit. It opens as a sheet over the page, so
 * nothing the shopper was doing is lost, and no conversation reaches the agents until the shopper goes on.
 */
export function AutoChat({ page, origin }: { page: AutoImPage; origin: ChatOrigin }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const signedIn = useIsSignedIn();
  const config = useAutoImConfig();
  const wanted = signedIn && config.data?.pages.includes(page) === true && readSession(SHOWN_KEY) === null;
  const online = useChatStatus(wanted).data?.online === true;
  const afterSeconds = config.data?.afterSeconds;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!wanted || !online || afterSeconds === undefined) return;
    const timer = setTimeout(() => {
      writeSession(SHOWN_KEY, '1');
      setOpen(true);
    }, afterSeconds * 1000);
    return () => clearTimeout(timer);
  }, [wanted, online, afterSeconds]);

  return (
    <Sheet
      open={open}
      title={t('chat.auto.title')}
      onClose={() => setOpen(false)}
      footer={
        <div className="auto-chat__actions">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('chat.auto.later')}
          </Button>
          <Button variant="accent" onClick={() => void navigator.go(chatPath(origin))}>
            {t('chat.auto.start')}
          </Button>
        </div>
      }
    >
      <div className="auto-chat">
        <span className="auto-chat__agent" aria-hidden="true">
          <Headset size={22} />
        </span>
        <div className="auto-chat__body">
          <p className="auto-chat__who">
            {t('chat.auto.who')} <span className="auto-chat__online">{t('chat.auto.online')}</span>
          </p>
          <p className="auto-chat__bubble">{t(`chat.auto.greeting.${page}`)}</p>
        </div>
      </div>
    </Sheet>
  );
}
