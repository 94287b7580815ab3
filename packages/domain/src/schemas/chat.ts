import { z } from 'zod';
import { Messages } from '../messages';
import { idParam, isoTimeField } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';
import { photoUrlField } from './photo';

/**
 * Live chat with customer service and the message center (issue 18; SPEC §2 'User' chat, chat-im,
 * message-platform, recent-news, news-detail; §3 'Chat'; §4 'Chat'; §5; §8). Messages are stored before they
 * are delivered; the socket at /api/ws carries the frames below, the REST routes carry history and the center.
 */

/** The most characters one chat message may hold. */
export const CHAT_TEXT_MAX = 2000;
/** History pages, newest first. */
export const CHAT_PAGE_SIZE = 30;
/** The client pings this often, so a dead connection is noticed. */
export const CHAT_PING_MS = 20_000;

/** Close codes the client tells apart: signed in elsewhere (no retry) and bad or expired sign-in (refresh first). */
export const ChatClose = { Replaced: 4001, Unauthorized: 4401 } as const;

/** Where a chat was opened: the personal center, a product page or an order (SPEC §2). */
export const chatOrigin = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('personal') }),
  z.object({
    kind: z.literal('product'),
    prodId: z.number().int().positive(),
    skuId: z.number().int().positive(),
  }),
  z.object({ kind: z.literal('order'), orderNumber: z.string().trim().min(1).max(40) }),
]);
export type ChatOrigin = z.infer<typeof chatOrigin>;

/** Pages where the `autoIM` config may open the chat by itself: a product, an order, the checkout. */
export const AUTO_IM_PAGES = ['product', 'order', 'checkout'] as const;
export type AutoImPage = (typeof AUTO_IM_PAGES)[number];
export const AUTO_IM_SECONDS_MIN = 5;
export const AUTO_IM_SECONDS_MAX = 600;

/**
 * The `autoIM` config (SPEC §3 'Config keys loaded'): on these pages, a signed-in shopper who has stayed
 * `afterSeconds` while customer service is online has the chat opened for them, once a visit.
 */
export const autoImConfig = z.object({
  pages: z
    .array(z.enum(AUTO_IM_PAGES, 'Choose product, order or checkout pages'))
    .max(AUTO_IM_PAGES.length)
    .refine((pages) => new Set(pages).size === pages.length, 'Each page once'),
  afterSeconds: z
    .number()
    .int('Whole seconds')
    .min(AUTO_IM_SECONDS_MIN, `At least ${AUTO_IM_SECONDS_MIN} seconds`)
    .max(AUTO_IM_SECONDS_MAX, `At most ${AUTO_IM_SECONDS_MAX} seconds`),
});
export type AutoImConfig = z.infer<typeof autoImConfig>;
/** Off until staff choose pages. */
export const DEFAULT_AUTO_IM: AutoImConfig = { pages: [], afterSeconds: 30 };

/**
 * waiting: no agent yet; open: an agent has it; closed: ended by an agent; expired: a newer inquiry replaced it
 * (SPEC §4 'a new inquiry on another page expires the old one').
 */
export const ConversationStatus = {
  Waiting: 'waiting',
  Open: 'open',
  Closed: 'closed',
  Expired: 'expired',
} as const;
export type ConversationStatus = (typeof ConversationStatus)[keyof typeof ConversationStatus];

export const ChatSender = { Customer: 'customer', Agent: 'agent', System: 'system' } as const;
export type ChatSender = (typeof ChatSender)[keyof typeof ChatSender];

const chatText = z
  .string({ error: Messages.MessageBlank })
  .max(CHAT_TEXT_MAX, `A message can hold at most ${CHAT_TEXT_MAX} characters`)
  .refine((text) => text.trim().length > 0, Messages.MessageBlank);

/** What a sender puts in a message: text, an image uploaded through POST /api/p/photos, or a card. */
export const chatContent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: chatText }),
  z.object({ kind: z.literal('image'), url: photoUrlField }),
  z.object({
    kind: z.literal('product'),
    prodId: z.number().int().positive(),
    skuId: z.number().int().positive(),
  }),
  z.object({ kind: z.literal('order'), orderNumber: z.string().trim().min(1).max(40) }),
]);
export type ChatContent = z.infer<typeof chatContent>;

/** A card as the server fills it in from the catalog or the order, so both sides show the same. */
export const chatCard = z.object({
  title: z.string(),
  subtitle: z.string(),
  image: z.string().nullable(),
  /** Cents: the product's price or the order's total. */
  price: z.number().int().nullable(),
  /** The shop's path the card opens. */
  path: z.string(),
});
export type ChatCard = z.infer<typeof chatCard>;

export const chatMessage = z.object({
  /** Increasing within the shop: order, paging and the client's de-duplication go by it. */
  id: z.number().int(),
  conversationId: z.number().int(),
  /** The sender's own id for the message, so a resend after a lost answer is stored once. */
  clientId: z.string().nullable(),
  sender: z.enum(Object.values(ChatSender)),
  /** The agent's display name on their messages ('Customer service'), the shopper's nickname on theirs. */
  senderName: z.string(),
  content: chatContent,
  card: chatCard.nullable(),
  sentAt: isoTimeField,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  id: z.number().int(),
  status: z.enum(Object.values(ConversationStatus)),
  origin: chatOrigin,
  /** The agent who has it, by display name. */
  agentName: z.string().nullable(),
  /** Newest message id each side has read. */
  customerReadUpTo: z.number().int(),
  agentReadUpTo: z.number().int(),
  unread: z.number().int(),
  lastMessage: chatMessage.nullable(),
  startedAt: isoTimeField,
});
export type ChatConversation = z.infer<typeof chatConversation>;

// ---- The socket's frames ----

/** Frames the browser sends. The sender is always the socket's signed-in user, never a field of a frame. */
export const chatClientFrame = z.discriminatedUnion('type', [
  /** First frame, and again with a refreshed access token: the chat stays open. */
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4000) }),
  z.object({
    type: z.literal('send'),
    conversationId: z.number().int().positive(),
    clientId: z.string().uuid(),
    content: chatContent,
  }),
  z.object({ type: z.literal('typing'), conversationId: z.number().int().positive() }),
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int().positive(),
    upTo: z.number().int().min(0),
  }),
  /** After a reconnect: every message of the conversation after `after` is sent again. */
  z.object({
    type: z.literal('resume'),
    conversationId: z.number().int().positive(),
    after: z.number().int().min(0),
  }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;

/** Frames the server sends. */
export type ChatServerFrame =
  | { type: 'ready'; role: ChatSender }
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; conversationId: number; from: ChatSender }
  | { type: 'read'; conversationId: number; by: ChatSender; upTo: number }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'presence'; online: boolean }
  | { type: 'pong' }
  /** A refusal from the catalog (code and message), about the frame named by clientId when there is one. */
  | { type: 'error'; code: string; message: string; clientId?: string };

// ---- REST ----

/** POST /api/p/chat/inquiry — opens a conversation from where the shopper is; an older open one expires. */
export const chatInquiryRequest = z.object({ origin: chatOrigin });
/** GET /api/chat/status — whether customer service is online now (SPEC §4), and its hours as shoppers read them. */
export const chatStatusAnswer = z.object({ online: z.boolean(), hours: z.string() });
export type ChatStatusAnswer = z.infer<typeof chatStatusAnswer>;
/** GET /api/p/chat/conversations — the shopper's, newest first. */
export const chatConversationsAnswer = z.object({ list: z.array(chatConversation) });
/** GET /api/p/chat/messages?conversationId&before — a page of history, newest first. */
export const chatHistoryQuery = z.object({
  conversationId: idParam(),
  before: z.coerce.number().int().positive().optional(),
});
export const chatHistoryAnswer = z.object({ list: z.array(chatMessage), hasMore: z.boolean() });
export type ChatHistoryAnswer = z.infer<typeof chatHistoryAnswer>;

// ---- The message center ----

export const NoticeKind = {
  Order: 'order',
  Refund: 'refund',
  Coupon: 'coupon',
  Announcement: 'announcement',
  /** Staff's answer to a request for tires when none fit (issue 19). */
  Request: 'request',
} as const;
export type NoticeKind = (typeof NoticeKind)[keyof typeof NoticeKind];

export const notice = z.object({
  id: z.number().int(),
  kind: z.enum(Object.values(NoticeKind)),
  title: z.string(),
  body: z.string(),
  /** The shop's path it opens (an order, a refund, my coupons), or null for an announcement read in place. */
  path: z.string().nullable(),
  read: z.boolean(),
  createdAt: isoTimeField,
});
export type Notice = z.infer<typeof notice>;
/** GET /api/p/notices?current&size — the shopper's notices and the announcements, newest first. */
export const noticesQuery = pageQuery;
export const noticesAnswer = z.object({ records: z.array(notice), ...pageFields });
export type NoticesAnswer = z.infer<typeof noticesAnswer>;
/** GET /api/p/notices/:noticeId — one notice, marked read; a removed or unknown one is 'Announcement does not exist'. */
export const noticeParams = z.object({ noticeId: idParam(Messages.AnnouncementDoesNotExist) });
/** GET /api/p/notices/unread — notices not read yet; the personal center's badge adds the chats' unread. */
export const noticesUnreadAnswer = z.object({ count: z.number().int() });
export type NoticesUnreadAnswer = z.infer<typeof noticesUnreadAnswer>;

/** POST/PUT /api/admin/announcements — written by operations, shown to every shopper. */
export const announcementEdit = z.object({
  title: z.string().trim().min(1, 'Please enter a title').max(120),
  body: z.string().trim().min(1, 'Please write the announcement').max(5000),
  published: z.boolean().default(true),
});
export type AnnouncementEdit = z.infer<typeof announcementEdit>;
/** An announcement as staff list it: published until taken down (removedAt). */
export const adminAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  published: z.boolean(),
  removedAt: isoTimeField.nullable(),
  createdAt: isoTimeField,
  updatedAt: isoTimeField,
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;
/** GET /api/admin/announcements?current&size — newest first, taken-down ones included. */
export const adminAnnouncementsQuery = pageQuery;
export const adminAnnouncementsAnswer = z.object({ records: z.array(adminAnnouncement), ...pageFields });
export type AdminAnnouncementsAnswer = z.infer<typeof adminAnnouncementsAnswer>;
export const announcementParams = z.object({ id: idParam(Messages.AnnouncementDoesNotExist) });

/**
 * What another module asks the message center to tell one shopper; `eventKey` names the event ('order:T…:shipped'),
 * so the same event tells them once however often it is reported.
 */
export type NoticeDraft = {
  userId: string;
  kind: Exclude<NoticeKind, typeof NoticeKind.Announcement>;
  title: string;
  body: string;
  path: string | null;
  eventKey: string;
};

// ---- The agents' side (console; customer service and administrators) ----

/** A conversation as agents list it: with its customer. */
export const agentConversation = chatConversation.extend({
  customer: z.object({ userId: z.string(), email: z.string(), nickname: z.string() }),
  /** The agent's own id when it is theirs; null while waiting. */
  agentId: z.string().nullable(),
});
export type AgentConversation = z.infer<typeof agentConversation>;
/** GET /api/admin/chat/queue — waiting conversations (oldest first), then the agent's own open ones. */
export const agentQueueAnswer = z.object({
  waiting: z.array(agentConversation),
  mine: z.array(agentConversation),
});
export type AgentQueueAnswer = z.infer<typeof agentQueueAnswer>;
/** POST /api/admin/chat/:conversationId/handover — to another agent who is online. */
export const chatHandoverRequest = z.object({ agentId: z.string().uuid() });
export const chatConversationParams = z.object({ conversationId: idParam() });
/** GET /api/admin/chat/:conversationId/messages?before — the same pages as the shopper's. */
export const agentHistoryQuery = z.object({ before: z.coerce.number().int().positive().optional() });
/** PUT /api/admin/chat/presence — the agent online or away. */
export const chatPresenceRequest = z.object({ online: z.boolean() });
/** GET /api/admin/chat/agents — agents and whether each is online, for handing over. */
export const chatAgentsAnswer = z.object({
  list: z.array(z.object({ userId: z.string(), name: z.string(), online: z.boolean() })),
});
export type ChatAgentsAnswer = z.infer<typeof chatAgentsAnswer>;

/** Customer service's hours as shoppers read them (SPEC §4 online/offline); the real hours are marketing copy. */
export const CHAT_HOURS = 'Every day, 8 am to 8 pm Pacific';

/** Chat refusals' own words, beside the catalog's (refusals.ts). */
export const ChatMessages = {
  Ended: 'This conversation has ended, please start a new one',
  WithAnotherAgent: 'This conversation is with another agent',
  AlreadyTaken: 'Another agent has already taken this conversation',
  AgentNotOnline: 'That agent is not online',
  ProductNotFound: 'The product no longer exists',
} as const;
