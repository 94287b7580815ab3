import {
  buyVipRequest,
  DEFAULT_MEMBERSHIP,
  growthRecordsAnswer,
  memberCenter,
  refusal,
  vipOffer,
  vipPurchaseAnswer,
} from '@tread/domain';
import { answer, refuse, signedInRoute } from '../backend';
import { sampleMemberCenter, sampleVipOffer, sampleVipPurchase } from '../data/member';

/**
 * The member center and Tread Plus (issue 17): a new member with no growth and no membership; a test that needs
 * another shopper answers with `server.use(...)`. Buying a default plan answers an unpaid purchase.
 */
export const memberHandlers = [
  signedInRoute('get', '/p/member', () => answer(memberCenter, sampleMemberCenter())),
  signedInRoute('get', '/p/member/growth', () => answer(growthRecordsAnswer, { records: [] })),
  signedInRoute('get', '/p/vip', () => answer(vipOffer, sampleVipOffer())),
  signedInRoute('post', '/p/vip/buy', ({ body }) => {
    const parsed = buyVipRequest.safeParse(body);
    if (!parsed.success || !DEFAULT_MEMBERSHIP.plans.some((plan) => plan.id === parsed.data.planId)) {
      return refuse(refusal('VIP_PLAN_NOT_FOUND'));
    }
    return answer(vipPurchaseAnswer, sampleVipPurchase(parsed.data.planId));
  }),
  signedInRoute('get', '/p/vip/purchase', ({ query }) =>
    answer(vipPurchaseAnswer, sampleVipPurchase('monthly', { number: query.get('number') ?? '' })),
  ),
];
