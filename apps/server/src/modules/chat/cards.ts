import type { ChatCard, ChatContent } from '@tread/domain';
import { displaySizeOf, type SkuFacts } from '../catalog';
import type { ChatPorts } from './ports';

// The shop's pages a card opens (the web's productPath and orderDetailPath).
const productPath = (prodId: number, skuId: number) => `/pages/prod/prod?prodid=${prodId}&skuId=${skuId}`;
const orderPath = (orderNumber: string) =>
  `/pages/order-detail/order-detail?orderNum=${encodeURIComponent(orderNumber)}`;

/** A product card from the SKU's facts; null when the product or SKU is gone. */
function productCardOf(facts: SkuFacts | undefined, prodId: number, skuId: number): ChatCard | null {
  if (!facts || facts.prodId !== prodId) return null;
  return {
    title: facts.prodName,
    subtitle: [facts.brandName, displaySizeOf(facts)].filter(Boolean).join(' · '),
    image: facts.image || null,
    price: facts.price,
    path: productPath(prodId, skuId),
  };
}

/** A product card from the catalog as it is now; null when the product or SKU is gone. */
export async function productCard(ports: ChatPorts, prodId: number, skuId: number): Promise<ChatCard | null> {
  return productCardOf((await ports.skuFacts([skuId])).get(skuId), prodId, skuId);
}

/** An order card from the customer's own order; refuses ORDER_NOT_FOUND for another's. */
export async function orderCard(
  ports: ChatPorts,
  customerId: string,
  orderNumber: string,
): Promise<ChatCard> {
  const order = await ports.orderOf(customerId, orderNumber);
  return {
    title: `Order ${order.orderNumber}`,
    subtitle: `${order.statusLabel} · ${order.itemCount} item${order.itemCount === 1 ? '' : 's'}`,
    image: order.items[0]?.image || null,
    price: order.total,
    path: orderPath(order.orderNumber),
  };
}

/**
 * The cards stored messages show, filled in when they are read: the products' facts in one read, each order once.
 * Text, images and vanished things have none.
 */
export async function cardsOf(
  ports: ChatPorts,
  messages: readonly { customerId: string; content: ChatContent }[],
): Promise<(ChatCard | null)[]> {
  const skuIds = messages.flatMap(({ content }) => (content.kind === 'product' ? [content.skuId] : []));
  const facts = skuIds.length > 0 ? await ports.skuFacts([...new Set(skuIds)]) : new Map();
  const orders = new Map<string, Promise<ChatCard | null>>();
  const orderOnce = (customerId: string, orderNumber: string) => {
    const key = `${customerId}:${orderNumber}`;
    const card = orders.get(key) ?? orderCard(ports, customerId, orderNumber).catch(() => null);
    orders.set(key, card);
    return card;
  };
  return Promise.all(
    messages.map(async ({ customerId, content }) => {
      if (content.kind === 'product')
        return productCardOf(facts.get(content.skuId), content.prodId, content.skuId);
      if (content.kind === 'order') return orderOnce(customerId, content.orderNumber);
      return null;
    }),
  );
}
