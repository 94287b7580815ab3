import {
  adminReviewPage,
  adminReviewParams,
  adminReviewQuery,
  adminReviewRow,
  hideReviewRequest,
  replyReviewRequest,
  review,
  reviewableOrder,
  reviewListQuery,
  reviewPage,
  reviewSubmitRequest,
  reviewSummary,
  reviewSummaryQuery,
  UserRole,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { ReviewService } from './index';

const orderNumberQuery = reviewSubmitRequest.pick({ orderNumber: true });

/** Writing reviews (prod-comm) and reading a product's (comment-list, comment-list-next; public). */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  const tags = ['reviews'];
  app.get(
    '/p/review/order',
    { schema: { tags, querystring: orderNumberQuery, response: { 200: reviewableOrder } } },
    (request) => reviews.write.reviewable(signedIn(request).userId, request.query.orderNumber),
  );
  app.post(
    '/p/review',
    { schema: { tags, body: reviewSubmitRequest, response: { 200: review } } },
    (request) => reviews.write.submit(signedIn(request).userId, request.body),
  );
  app.get(
    '/comment/list',
    { schema: { tags, querystring: reviewListQuery, response: { 200: reviewPage } } },
    (request) => reviews.list(request.query),
  );
  app.get(
    '/comment/summary',
    { schema: { tags, querystring: reviewSummaryQuery, response: { 200: reviewSummary } } },
    (request) => reviews.summary(request.query.prodId),
  );
};

/** Merchants and customer service moderate reviews and answer them. */
const staffRoles = [UserRole.Merchant, UserRole.CustomerService, UserRole.Admin];

export const adminReviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (
  app,
  { reviews },
) => {
  const tags = ['staff reviews'];
  const config = { staffRoles };
  app.get(
    '/admin/reviews',
    { schema: { tags, querystring: adminReviewQuery, response: { 200: adminReviewPage } }, config },
    (request) => reviews.moderate.page(request.query),
  );
  const answer = { 200: adminReviewRow };
  app.post(
    '/admin/reviews/:reviewId/hide',
    { schema: { tags, params: adminReviewParams, body: hideReviewRequest, response: answer }, config },
    (request) => reviews.moderate.hide(signedIn(request), request.params.reviewId, request.body.reason),
  );
  app.post(
    '/admin/reviews/:reviewId/unhide',
    { schema: { tags, params: adminReviewParams, response: answer }, config },
    (request) => reviews.moderate.unhide(signedIn(request), request.params.reviewId),
  );
  app.post(
    '/admin/reviews/:reviewId/reply',
    { schema: { tags, params: adminReviewParams, body: replyReviewRequest, response: answer }, config },
    (request) => reviews.moderate.reply(signedIn(request), request.params.reviewId, request.body.text),
  );
};
