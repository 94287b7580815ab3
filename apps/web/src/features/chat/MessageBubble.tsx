import { type ChatCard, type ChatContent, type ChatMessage, ChatSender, formatPrice } from '@tread/domain';
import CircleAlert from 'lucide-react/icons/circle-alert';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { type OutgoingMessage, resend } from './chat-room';

/** A product or order card as a small tappable tile, as the server filled it in. */
function CardTile({ card }: { card: ChatCard }) {
  return (
    <AppLink to={card.path} className="chat-card">
      {card.image && <img className="chat-card__image" src={card.image} alt="" loading="lazy" />}
      <span className="chat-card__text">
        <span className="chat-card__title">{card.title}</span>
        <span className="chat-card__subtitle">{card.subtitle}</span>
        {card.price !== null && <span className="chat-card__price">{formatPrice(card.price)}</span>}
      </span>
    </AppLink>
  );
}

/** What a message holds; a card not filled in yet (still sending) shows what it points at. */
function Content({ content, card }: { content: ChatContent; card: ChatCard | null }) {
  const { t } = useTranslation();
  if (card) return <CardTile card={card} />;
  switch (content.kind) {
    case 'text':
      return <p className="chat-bubble__text">{content.text}</p>;
    case 'image':
      return <img className="chat-bubble__image" src={content.url} alt={t('chat.photoAlt')} loading="lazy" />;
    case 'product':
      return (
        <p className="chat-card chat-card--pending">{t('chat.productCard', { prodId: content.prodId })}</p>
      );
    case 'order':
      return (
        <p className="chat-card chat-card--pending">
          {t('chat.orderCard', { orderNumber: content.orderNumber })}
        </p>
      );
  }
}

const flavour = (content: ChatContent, card: ChatCard | null) =>
  card || content.kind === 'product' || content.kind === 'order'
    ? ' chat-bubble--card'
    : content.kind === 'image'
      ? ' chat-bubble--image'
      : '';

/** A stored message: the shopper's own on the right with its read mark, the agent's on the left. */
export function MessageBubble({ message, readUpTo }: { message: ChatMessage; readUpTo: number }) {
  const { t } = useTranslation();
  const own = message.sender === ChatSender.Customer;
  if (message.sender === ChatSender.System) {
    return <li className="chat-system">{message.content.kind === 'text' ? message.content.text : null}</li>;
  }
  return (
    <li className={`chat-row${own ? ' chat-row--own' : ''}`} data-message-id={message.id}>
      {!own && <span className="chat-row__name">{message.senderName}</span>}
      <div
        className={`chat-bubble${own ? ' chat-bubble--own' : ''}${flavour(message.content, message.card)}`}
      >
        <Content content={message.content} card={message.card} />
      </div>
      <span className="chat-row__meta">
        <time dateTime={message.sentAt}>{formatTime(new Date(message.sentAt))}</time>
        {own && (
          <span className={message.id <= readUpTo ? 'chat-row__read' : 'chat-row__unread'}>
            {message.id <= readUpTo ? t('chat.read') : t('chat.unread')}
          </span>
        )}
      </span>
    </li>
  );
}

/** The shopper's message on its way: 'Sending' until the server's echo, or why it was refused. */
export function OutgoingBubble({ message }: { message: OutgoingMessage }) {
  const { t } = useTranslation();
  return (
    <li className="chat-row chat-row--own chat-row--pending" data-client-id={message.clientId}>
      <div className={`chat-bubble chat-bubble--own${flavour(message.content, null)}`}>
        <Content content={message.content} card={null} />
      </div>
      {message.error ? (
        <span className="chat-row__meta chat-row__meta--error">
          <CircleAlert size={14} aria-hidden="true" />
          {message.error}
          <button type="button" className="link-button" onClick={() => resend(message.clientId)}>
            {t('chat.retry')}
          </button>
        </span>
      ) : (
        <span className="chat-row__meta">{t('chat.sending')}</span>
      )}
    </li>
  );
}
