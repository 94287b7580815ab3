import { parseTireSize, plusSizes, plusSizesAnswer, plusSizesQuery, tireSizeKey } from '@tread/domain';
import { answer, route } from '../backend';
import { invalid } from './account';

/** The sizes the fake catalog carries, with how many tires each: a few that fit 225/45R17 and a few that don't. */
export const CARRIED_SIZES: Record<string, number> = {
  '225/45R17': 3,
  '225/40R18': 12,
  '205/55R16': 8,
  '245/40R18': 5,
  '235/45R17': 1,
  '225/45R18': 6,
  '215/55R17': 4,
};

const carried = Object.entries(CARRIED_SIZES).flatMap(([text, tireCount]) => {
  const size = parseTireSize(text);
  return size.ok
    ? [{ sizeKey: tireSizeKey(size.value), rim: size.value.diameter, size: size.value, tireCount }]
    : [];
});

/** GET /api/catalog/plus-sizes, answered by the domain's own ±3% rule over the fake catalog's sizes. */
export const plusSizeHandlers = [
  route('get', '/catalog/plus-sizes', ({ query }) => {
    const asked = Object.fromEntries(query);
    const refused = invalid(plusSizesQuery, asked);
    if (refused) return refused;
    const { size } = plusSizesQuery.parse(asked);
    return answer(plusSizesAnswer, { sizeKey: tireSizeKey(size), sizes: plusSizes(size, carried) });
  }),
];
