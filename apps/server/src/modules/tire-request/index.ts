import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { type AnswerPorts, answerTireRequests } from './answer-tire-requests';
import { adminTireRequestRoutes, tireRequestRoutes } from './routes';
import { sendTireRequest, type VehicleNames } from './send-tire-request';

/**
 * The request form when no tires fit a vehicle (SPEC §1; issue 19): shoppers ask, staff answer in the console,
 * and the answer reaches the shopper in the message center and by e-mail.
 */
export function createTireRequestModule(
  deps: Deps,
  ports: AnswerPorts & { vehicleName: VehicleNames },
): ShopModule<null> {
  return {
    service: null,
    routes: async (api) => {
      await api.register(tireRequestRoutes, { send: sendTireRequest(deps, ports.vehicleName) });
      await api.register(adminTireRequestRoutes, { answers: answerTireRequests(deps, ports) });
    },
    jobs: [],
  };
}
