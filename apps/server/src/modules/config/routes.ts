import { policyPage, sysSwitchAnswer, uniWebConfigAnswer } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJson } from '../../platform/json-answer';
import type { ConfigService } from './service';

export const configRoutes: FastifyPluginAsyncZod<{ config: ConfigService }> = async (app, { config }) => {
  app.get(
    '/sys/config/info/getSysSwitch/:key',
    {
      schema: {
        tags: ['config'],
        params: z.object({ key: z.string().min(1).max(64) }),
        response: { 200: sysSwitchAnswer },
      },
    },
    async (request, reply) => sendJson(reply, await config.getSysSwitch(request.params.key)),
  );

  app.get(
    '/webConfig/getUniWebConfig',
    { schema: { tags: ['config'], response: { 200: uniWebConfigAnswer } } },
    async (_request, reply) => sendJson(reply, await config.getUniWebConfig()),
  );

  app.get(
    '/content/policy/:key',
    {
      schema: {
        tags: ['content'],
        params: z.object({ key: z.string().min(1).max(64) }),
        response: { 200: policyPage },
      },
    },
    async (request, reply) => sendJson(reply, await config.getPolicyPage(request.params.key)),
  );
};
