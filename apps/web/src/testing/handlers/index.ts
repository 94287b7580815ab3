import { accountHandlers } from './account';
import { appointmentHandlers } from './appointments';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { chatHandlers } from './chat';
import { checkoutHandlers } from './checkout';
import { dealHandlers } from './deals';
import { foundationHandlers, unknownPathHandler } from './foundation';
import { invoiceHandlers } from './invoice';
import { libraryHandlers } from './library';
import { memberHandlers } from './member';
import { noticeHandlers } from './notices';
import { orderHandlers } from './orders';
import { photoHandlers } from './photos';
import { plusSizeHandlers } from './plus-sizes';
import { pointsHandlers } from './points';
import { promotionHandlers } from './promotions';
import { refundHandlers } from './refunds';
import { reviewHandlers } from './reviews';
import { tireRequestHandlers } from './tire-requests';
import { walletHandlers } from './wallet';

/** Every call of the web, answered like the server does; unknown paths last. */
export const handlers = [
  ...foundationHandlers,
  ...accountHandlers,
  ...catalogHandlers,
  ...plusSizeHandlers,
  ...libraryHandlers,
  ...cartHandlers,
  ...checkoutHandlers,
  ...appointmentHandlers,
  ...orderHandlers,
  ...invoiceHandlers,
  ...pointsHandlers,
  ...memberHandlers,
  ...walletHandlers,
  ...refundHandlers,
  ...photoHandlers,
  ...reviewHandlers,
  ...chatHandlers,
  ...noticeHandlers,
  ...tireRequestHandlers,
  ...promotionHandlers,
  ...dealHandlers,
  unknownPathHandler,
];
