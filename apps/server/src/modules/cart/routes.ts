import {
  addCartItemRequest,
  basketAnswer,
  batchChangeItemRequest,
  cartCountAnswer,
  deleteCartItemsRequest,
  previewCartRequest,
  selectCartItemsRequest,
  setCartItemCountRequest,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { CartService } from './service';

const tags = ['cart'];
const basket = { 200: basketAnswer };

/** The signed-in cart (SPEC §7 /p/shopCart/...) and the guest cart's pricing. */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  app.get(
    '/p/shopCart/prodCount',
    { schema: { tags, response: { 200: cartCountAnswer } } },
    async (request) => ({ count: await cart.count(signedIn(request).userId) }),
  );

  app.get('/p/shopCart/info', { schema: { tags, response: basket } }, (request) =>
    cart.basket(signedIn(request).userId),
  );

  app.post(
    '/p/shopCart/changeItem',
    { schema: { tags, body: addCartItemRequest, response: { 200: cartCountAnswer } } },
    async (request) => ({ count: await cart.add(signedIn(request).userId, request.body) }),
  );

  app.post(
    '/p/shopCart/updateItem',
    { schema: { tags, body: setCartItemCountRequest, response: basket } },
    (request) => cart.setCount(signedIn(request).userId, request.body),
  );

  app.post(
    '/p/shopCart/batchChangeItem',
    { schema: { tags, body: batchChangeItemRequest, response: basket } },
    (request) => cart.merge(signedIn(request).userId, request.body.items),
  );

  app.post(
    '/p/shopCart/deleteItem',
    { schema: { tags, body: deleteCartItemsRequest, response: basket } },
    (request) => cart.remove(signedIn(request).userId, request.body.skuIds),
  );

  app.post(
    '/p/shopCart/selectItem',
    { schema: { tags, body: selectCartItemsRequest, response: basket } },
    (request) => cart.select(signedIn(request).userId, request.body.skuIds, request.body.selected),
  );

  app.post('/shopCart/preview', { schema: { tags, body: previewCartRequest, response: basket } }, (request) =>
    cart.preview(request.body.items),
  );
};
