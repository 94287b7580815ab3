import type { ChatOrigin } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { AutoChat } from './AutoChat';
import { chatPath } from './paths';
import './chat-entry.css';

/** 'Chat' from a product or an order: opens an inquiry about it, which can send its card; autoIM may open it. */
export function ChatEntry({ origin }: { origin: Extract<ChatOrigin, { kind: 'product' | 'order' }> }) {
  const { t } = useTranslation();
  return (
    <>
      <AppLink to={chatPath(origin)} className="chat-entry">
        <MessageCircle size={20} aria-hidden="true" />
        <span className="chat-entry__text">
          {t(origin.kind === 'product' ? 'chat.entry.product' : 'chat.entry.order')}
        </span>
        <ChevronRight size={18} aria-hidden="true" />
      </AppLink>
      <AutoChat page={origin.kind} origin={origin} />
    </>
  );
}
