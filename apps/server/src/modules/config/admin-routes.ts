import {
  configValueAnswer,
  configValueParams,
  configValueRequest,
  policyPageStaffList,
  policyPageStaffView,
  policyPageSummary,
  policySwitchParams,
  policySwitchRequest,
  policyTextRequest,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { ConfigEditing } from './edit-config';
import type { PolicyPageEditing } from './edit-policy-pages';

const tags = ['staff config'];
/** Switches and store-wide content are run by operations. */
const staffRoles = [UserRole.Operations, UserRole.Admin];

/** Staff read and set configuration values, policy pages and their switches; shoppers see a change at once. */
export const adminConfigRoutes: FastifyPluginAsyncZod<{
  editing: ConfigEditing;
  pages: PolicyPageEditing;
}> = async (app, { editing, pages }) => {
  app.get(
    '/admin/config/:key',
    {
      schema: { tags, params: configValueParams, response: { 200: configValueAnswer } },
      config: { staffRoles },
    },
    (request) => editing.readValue(request.params.key),
  );

  app.put(
    '/admin/config/:key',
    {
      schema: {
        tags,
        params: configValueParams,
        body: configValueRequest,
        response: { 200: configValueAnswer },
      },
      config: { staffRoles },
    },
    (request) => editing.setValue(signedIn(request), request.params.key, request.body.value),
  );

  app.get(
    '/admin/content/policy',
    { schema: { tags, response: { 200: policyPageStaffList } }, config: { staffRoles } },
    () => pages.list(),
  );

  app.get(
    '/admin/content/policy/:key',
    {
      schema: { tags, params: policySwitchParams, response: { 200: policyPageStaffView } },
      config: { staffRoles },
    },
    (request) => pages.read(request.params.key),
  );

  app.put(
    '/admin/content/policy/:key',
    {
      schema: {
        tags,
        params: policySwitchParams,
        body: policySwitchRequest,
        response: { 200: policyPageSummary },
      },
      config: { staffRoles },
    },
    (request) => pages.switchPage(signedIn(request), request.params.key, request.body.enabled),
  );

  app.put(
    '/admin/content/policy/:key/text',
    {
      schema: {
        tags,
        params: policySwitchParams,
        body: policyTextRequest,
        response: { 200: policyPageStaffView },
      },
      config: { staffRoles },
    },
    (request) => pages.editText(signedIn(request), request.params.key, request.body),
  );
};
