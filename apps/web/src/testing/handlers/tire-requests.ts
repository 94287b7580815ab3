import {
  refusal,
  type TireRequestCreate,
  TireRequestMessages,
  tireRequestAnswer,
  tireRequestCreate,
} from '@tread/domain';
import { answer, backend, refuse, route } from '../backend';
import { invalid } from './account';

/** POST /tire-requests as the server checks it: the domain's schema, a known vehicle, then kept in order. */
export const tireRequestHandlers = [
  route('post', '/tire-requests', ({ body }) => {
    const refused = invalid(tireRequestCreate, body);
    if (refused) return refused;
    const parsed = tireRequestCreate.parse(body);
    if (parsed.vehicleId !== '2019-toyota-camry-le-2.5l') return refuse(refusal('VEHICLE_NOT_FOUND'));
    backend.tireRequests.push(body as TireRequestCreate);
    return answer(tireRequestAnswer, { id: backend.tireRequests.length, message: TireRequestMessages.Sent });
  }),
];
