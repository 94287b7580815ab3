import type { TireFilters } from '@tread/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { brands, skus } from './tables';
import {
  allBut,
  FACETS,
  type Facet,
  type FacetColumns,
  type FacetCount,
  facetConditions,
  SKU_FACET_COLUMNS,
} from './tire-filters';

type FacetRow = { facet: Facet | 'total'; value: string | null; label: string | null; count: number };

const columnsNamed = (prefix: string): FacetColumns =>
  Object.fromEntries(FACETS.map((facet) => [facet, sql.raw(`${prefix}_${facet}`)])) as FacetColumns;
/** The facet values as the first CTE names them, and each facet's filter flag as the second does. */
const VALUE = columnsNamed('v');
const OK = columnsNamed('ok');

const caseOfFacets = (then: (facet: Facet) => SQL): SQL =>
  sql.join(
    FACETS.map((facet) => sql`when grouping(${VALUE[facet]}) = 0 then ${then(facet)}`),
    sql` `,
  );

/**
 * Every facet value's count, each with the OTHER facets' filters applied, and the total with all of
 * them, in one statement: the size's SKUs are read once by an index-only scan and collapsed to their
 * distinct facet combinations (hundreds, not thousands), each filter is evaluated once per combination,
 * and grouping sets count every facet in one pass over those.
 */
export async function facetCounts(
  db: Database,
  base: SQL,
  filters: TireFilters,
): Promise<{ counts: FacetCount[]; total: number }> {
  const values = sql.join(
    FACETS.map((facet) => sql`${SKU_FACET_COLUMNS[facet]} as ${VALUE[facet]}`),
    sql`, `,
  );
  const conditions = facetConditions(filters, VALUE);
  const flags = sql.join(
    FACETS.map((facet) => sql`${conditions[facet] ?? sql`true`} as ${OK[facet]}`),
    sql`, `,
  );
  const groupByAll = sql.raw(FACETS.map((_, index) => index + 1).join(', '));
  const sets = sql.join(
    FACETS.map((facet) => sql`(${VALUE[facet]})`),
    sql`, `,
  );
  const rows = await selectRows<FacetRow>(
    db,
    sql`
    with c as materialized (select ${values}, count(*)::int as n from ${skus} where ${base} group by ${groupByAll}),
         f as materialized (select c.*, ${flags} from c)
    select case ${caseOfFacets((facet) => sql`${facet}`)} else 'total' end as facet,
           case ${caseOfFacets((facet) => sql`${VALUE[facet]}::text`)} end as value,
           case when grouping(v_brand) = 0
                then (select ${brands.name} from ${brands} where ${brands.id} = v_brand) end as label,
           (case ${caseOfFacets((facet) => sql`sum(n) filter (where ${allBut(OK, facet)})`)}
            else sum(n) filter (where ${allBut(OK)}) end)::int as count
    from f
    group by grouping sets (${sets}, ())`,
  );
  const counts: FacetCount[] = [];
  let total = 0;
  for (const row of rows) {
    if (row.facet === 'total') total = Number(row.count ?? 0);
    else if (row.value !== null) {
      counts.push({ facet: row.facet, value: row.value, label: row.label, count: Number(row.count ?? 0) });
    }
  }
  return { counts, total };
}
