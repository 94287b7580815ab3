import { type ChatMessage, formatPrice } from '@tread/domain';
import { laDateTime } from '../../ui/format';
import { contentPreview } from './chat-text';

/** A product or order card as the shopper sees it, opening the shop's page in a new tab. */
function CardTile({ message }: { message: ChatMessage }) {
  const { card } = message;
  if (!card) return <span className="chat-card chat-card--plain">{contentPreview(message.content)}</span>;
  return (
    <a className="chat-card" href={card.path} target="_blank" rel="noreferrer">
      {card.image && <img src={card.image} alt="" />}
      <span className="chat-card__text">
        <strong>{card.title}</strong>
        <span className="muted">{card.subtitle}</span>
        {card.price !== null && <span className="chat-card__price">{formatPrice(card.price)}</span>}
      </span>
    </a>
  );
}

/** One message: the shopper's on the left, agents' on the right with their read mark, the shop's centered. */
export function MessageBubble({ message, readUpTo }: { message: ChatMessage; readUpTo: number }) {
  const { content, sender } = message;
  if (sender === 'system')
    return (
      <li className="chat-message chat-message--system">
        {content.kind === 'text' ? content.text : contentPreview(content)}
      </li>
    );
  return (
    <li className={`chat-message chat-message--${sender}`}>
      <span className="chat-message__meta">
        {message.senderName} · {laDateTime(message.sentAt)}
      </span>
      {content.kind === 'text' && <p className="chat-bubble">{content.text}</p>}
      {content.kind === 'image' && (
        <a className="chat-image" href={content.url} target="_blank" rel="noreferrer">
          <img src={content.url} alt={`Sent by ${message.senderName}`} />
        </a>
      )}
      {(content.kind === 'product' || content.kind === 'order') && <CardTile message={message} />}
      {sender === 'agent' && (
        <span className="chat-message__read">{message.id <= readUpTo ? 'Read' : 'Sent'}</span>
      )}
    </li>
  );
}
