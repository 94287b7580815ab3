import type { ChatCard, ChatContent } from '@tread/domain';
import { displaySizeOf } from '../catalog';
import type { ChatPorts } from './ports';

// The shop's pages a card opens (the web's productPath and orderDetailPath).
const productPath = (prodId: number, skuId: number) => `/pages/prod/prod?prodid=${prodId}&skuId=${skuId}`;
const orderPath = (orderNumber: string) =>
  `/pages/order-detail/order-detail?orderNum=${encodeURIComponent(orderNumber)}`;

/** A product card from the catalog as it is now; null when the product or SKU is gone. */
export async function productCard(ports: ChatPorts, prodId: number, skuId: number): Promise<ChatCard | null> {
  const facts = (await ports.skuFacts([skuId])).get(skuId);
  if (!facts || facts.prodId !== prodId) return null;
  return {
    title: facts.prodName,
    subtitle: [facts.brandName, displaySizeOf(facts)].filter(Boolean).join(' · '),
    image: facts.image || null,
    price: facts.price,
    path: productPath(prodId, skuId),
  };
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

/** The card a stored message shows, filled in when it is read; text, images and vanished things have none. */
export async function cardOf(
  ports: ChatPorts,
  customerId: string,
  content: ChatContent,
): Promise<ChatCard | null> {
  if (content.kind === 'product') return productCard(ports, content.prodId, content.skuId);
  if (content.kind === 'order') return orderCard(ports, customerId, content.orderNumber).catch(() => null);
  return null;
}
