import {
  configValueParams,
  configValueRequest,
  policyPageSummary,
  policySwitchParams,
  policySwitchRequest,
  sysSwitchAnswer,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConfigEditing } from './edit-config';

const tags = ['staff config'];
/** Switches and store-wide content are run by operations. */
const CONFIG_ROLES = [UserRole.Operations, UserRole.Admin];

/** Staff set configuration values and policy page switches; every instance shows them within a second. */
export const adminConfigRoutes: FastifyPluginAsyncZod<{ editing: ConfigEditing }> = async (
  app,
  { editing },
) => {
  app.put(
    '/admin/config/:key',
    {
      schema: {
        tags,
        params: configValueParams,
        body: configValueRequest,
        response: { 200: sysSwitchAnswer },
      },
      config: { staffRoles: CONFIG_ROLES },
    },
    (request) => editing.setValue(request.params.key, request.body.value),
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
      config: { staffRoles: CONFIG_ROLES },
    },
    (request) => editing.switchPolicyPage(request.params.key, request.body.enabled),
  );
};
