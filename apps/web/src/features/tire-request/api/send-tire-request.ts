import { useMutation } from '@tanstack/react-query';
import { type TireRequestCreate, tireRequestAnswer, tireRequestCreate } from '@tread/domain';
import { apiPost } from '../../../api/client';

/** POST /tire-requests: a guest's or a signed-in shopper's request for tires nothing fits (SPEC §1). */
export const postTireRequest = (form: TireRequestCreate) =>
  apiPost('/tire-requests', tireRequestCreate.parse(form), { schema: tireRequestAnswer, quiet400: true });

export const useSendTireRequest = () => useMutation({ mutationFn: postTireRequest });
