import { productDetail, refusal } from '@tread/domain';
import { answer, backend, refuse, route } from '../backend';
import { premierDetail } from '../data/catalog';
import { comparedDetails } from '../data/compare';
import { productRating } from './reviews';

/**
 * The product pages of all three search cards' tires (the catalog's own fake serves only the Premier A/S):
 * compare tests add it with `server.use(comparedTiresHandler)`.
 */
export const comparedTiresHandler = route('get', '/prod/prodInfo', ({ query }) => {
  const prodId = Number(query.get('prodId'));
  const detail = comparedDetails(premierDetail([...backend.skus.values()], 457)).get(prodId);
  if (!detail) return refuse(refusal('PRODUCT_NOT_FOUND'));
  return answer(productDetail, { ...detail, reviews: productRating(prodId) });
});
