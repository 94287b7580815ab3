import { accountHandlers } from './account';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { checkoutHandlers } from './checkout';
import { dealHandlers } from './deals';
import { foundationHandlers, unknownPathHandler } from './foundation';
import { invoiceHandlers } from './invoice';
import { libraryHandlers } from './library';
import { orderHandlers } from './orders';
import { promotionHandlers } from './promotions';

/** Every call of the web, answered like the server does; unknown paths last. */
export const handlers = [
  ...foundationHandlers,
  ...accountHandlers,
  ...catalogHandlers,
  ...libraryHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...orderHandlers,
  ...invoiceHandlers,
  ...promotionHandlers,
  ...dealHandlers,
  unknownPathHandler,
];
