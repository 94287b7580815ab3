import {
  activityDetailAnswer,
  activityDetailQuery,
  activityListAnswer,
  activityListQuery,
  activityParams,
  channelClaimRequest,
  channelCouponAnswer,
  channelCouponRequest,
  claimCodeRequest,
  claimCouponAnswer,
  claimCouponRequest,
  couponCenterAnswer,
  couponProdUseAnswer,
  couponProdUseRequest,
  extraCouponListAnswer,
  myCouponsAnswer,
  myCouponsQuery,
  myRebatesAnswer,
  reachAnswer,
  reachParams,
  surveyAnswer,
  surveyRequest,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { PromotionService } from './service';

const tags = ['promotions'];

/** The shop's coupon center, my coupons, channel coupons, activity pages, rebates and the survey (issue 14). */
export const promotionRoutes: FastifyPluginAsyncZod<{ promotions: PromotionService }> = async (
  app,
  { promotions },
) => {
  app.get(
    '/coupon/center',
    { schema: { tags, response: { 200: couponCenterAnswer } }, config: { optionalAuth: true } },
    (request) => promotions.mine.center(request.principal?.userId ?? null),
  );

  app.post(
    '/p/coupon/claim',
    { schema: { tags, body: claimCouponRequest, response: { 200: claimCouponAnswer } } },
    (request) => promotions.claiming.claim(signedIn(request).userId, request.body.couponId),
  );

  app.post(
    '/p/coupon/claimByCode',
    { schema: { tags, body: claimCodeRequest, response: { 200: claimCouponAnswer } } },
    (request) => promotions.claiming.claimByCode(signedIn(request).userId, request.body.code),
  );

  app.get(
    '/p/myCoupon/list',
    { schema: { tags, querystring: myCouponsQuery, response: { 200: myCouponsAnswer } } },
    (request) => promotions.mine.list(signedIn(request).userId, request.query.status),
  );

  app.get(
    '/p/myCoupon/getExtraCouponList',
    { schema: { tags, response: { 200: extraCouponListAnswer } } },
    (request) => promotions.mine.extra(signedIn(request).userId),
  );

  app.post(
    '/area/getAdsCouponInfo',
    {
      schema: { tags, body: channelCouponRequest, response: { 200: channelCouponAnswer } },
      config: { optionalAuth: true },
    },
    (request) => promotions.channel.info(request.body.weakAuthToken, request.principal?.userId ?? null),
  );

  app.post(
    '/p/coupon/claimChannel',
    { schema: { tags, body: channelClaimRequest, response: { 200: claimCouponAnswer } } },
    (request) => promotions.claiming.claimByChannelKey(signedIn(request).userId, request.body.weakAuthToken),
  );

  app.post(
    '/area/getCouponProdUseInfo',
    { schema: { tags, body: couponProdUseRequest, response: { 200: couponProdUseAnswer } } },
    (request) => promotions.channel.productCanUse(request.body.activityId, request.body.prodId),
  );

  app.get(
    '/marking/reach/getReachByActivityName/:name',
    { schema: { tags, params: reachParams, response: { 200: reachAnswer } } },
    (request) => promotions.channel.reach(request.params.name),
  );

  app.get(
    '/activities',
    { schema: { tags, querystring: activityListQuery, response: { 200: activityListAnswer } } },
    (request) => promotions.activityList(request.query.type),
  );

  app.get(
    '/activities/:activityId',
    {
      schema: {
        tags,
        params: activityParams,
        querystring: activityDetailQuery,
        response: { 200: activityDetailAnswer },
      },
    },
    (request) => promotions.activityDetail(request.params.activityId, request.query),
  );

  app.get('/p/rebates/mine', { schema: { tags, response: { 200: myRebatesAnswer } } }, (request) =>
    promotions.rebates(signedIn(request).userId),
  );

  app.post(
    '/p/survey/emptyResult',
    { schema: { tags, body: surveyRequest, response: { 200: surveyAnswer } } },
    (request) => promotions.answerSurvey(signedIn(request).userId, request.body),
  );
};
