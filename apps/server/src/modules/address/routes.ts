import {
  addAddressRequest,
  address,
  addressList,
  addrIdParams,
  okAnswer,
  updateAddressRequest,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { AddressService } from './service';

const tags = ['address'];

/** The signed-in customer's address book (SPEC §3, §5 'Address'). */
export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (
  app,
  { addresses },
) => {
  app.get('/p/address/list', { schema: { tags, response: { 200: addressList } } }, (request) =>
    addresses.list(signedIn(request).userId),
  );

  app.get(
    '/p/address/addrInfo/:addrId',
    { schema: { tags, params: addrIdParams, response: { 200: address } } },
    (request) => addresses.get(signedIn(request).userId, request.params.addrId),
  );

  app.post(
    '/p/address/addAddr',
    { schema: { tags, body: addAddressRequest, response: { 200: address } } },
    (request) => addresses.add(signedIn(request).userId, request.body),
  );

  app.put(
    '/p/address/updateAddr',
    { schema: { tags, body: updateAddressRequest, response: { 200: address } } },
    (request) => addresses.update(signedIn(request).userId, request.body.addrId, request.body),
  );

  app.delete(
    '/p/address/deleteAddr/:addrId',
    { schema: { tags, params: addrIdParams, response: { 200: okAnswer } } },
    async (request) => {
      await addresses.remove(signedIn(request).userId, request.params.addrId);
      return { ok: true } as const;
    },
  );

  app.put(
    '/p/address/defaultAddr/:addrId',
    { schema: { tags, params: addrIdParams, response: { 200: address } } },
    (request) => addresses.setDefault(signedIn(request).userId, request.params.addrId),
  );

  app.put(
    '/p/address/billingAddr/:addrId',
    { schema: { tags, params: addrIdParams, response: { 200: address } } },
    (request) => addresses.setBilling(signedIn(request).userId, request.params.addrId),
  );
};
