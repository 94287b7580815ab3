import type { ChatContent, ChatMessage, ChatOrigin } from '@tread/domain';

/** Replies agents type many times a day, inserted into the composer with one click. */
export const QUICK_REPLIES = [
  { label: 'Greeting', text: 'Hi, thanks for contacting Tread! How can I help you today?' },
  { label: 'Checking', text: 'Let me check that for you, one moment please.' },
  {
    label: 'Hours',
    text: 'Our customer service is online every day, 8 am to 8 pm Pacific time.',
  },
  {
    label: 'Closing',
    text: 'Is there anything else I can help you with? Thanks for shopping with Tread, have a great day!',
  },
] as const;

export function originLabel(origin: ChatOrigin): string {
  if (origin.kind === 'order') return `Order ${origin.orderNumber}`;
  if (origin.kind === 'product') return `Product #${origin.prodId}`;
  return 'Personal center';
}

export function contentPreview(content: ChatContent): string {
  if (content.kind === 'text') return content.text;
  if (content.kind === 'image') return 'Image';
  if (content.kind === 'product') return 'Product card';
  return `Order card ${content.orderNumber}`;
}

export const lastMessageLine = (message: ChatMessage | null): string =>
  message
    ? `${message.sender === 'agent' ? `${message.senderName}: ` : ''}${contentPreview(message.content)}`
    : 'No messages yet';

/** How long a shopper has waited, as agents glance at it: 'just now', '12 min', '1 h 05 min'. */
export function waitedFor(startedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** When the last message of a chat of mine was sent: 'just now', '12 min ago'. */
export function sinceLast(sentAt: string, now: number): string {
  const waited = waitedFor(sentAt, now);
  return waited === 'just now' ? waited : `${waited} ago`;
}
