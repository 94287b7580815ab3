import { RAFFLE_PRIZES_MAX, type RaffleConfig, RafflePrizeKind } from '@tread/domain';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { CouponSelect } from './CouponPicker';
import { type FormTableProps, ListEditor } from './ListEditor';
import { percent } from './points-rules-form';
import { newPrize, PRIZE_KIND_NAMES, prizeChances, type RaffleFormInput } from './raffle-form';
import { InputCell, TableCell } from './TableCell';

const PRIZE_COLUMNS = [
  'place',
  'name',
  'kind',
  'gives',
  'weight',
  'chance',
  'stock',
  'id',
  'actions',
] as const;

/** The wheel's prizes in its order, clockwise from the top, each with its chance worked out from the weights. */
export function PrizeTable({ control, register, errors }: FormTableProps<RaffleFormInput, RaffleConfig>) {
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'prizes' });
  const prizes = useWatch({ control, name: 'prizes' }) ?? [];
  const chances = prizeChances(prizes.map((prize) => prize?.weight));
  return (
    <ListEditor
      titleId="prizes-title"
      title="Prizes"
      note={
        <>
          In the wheel's order, clockwise from the top. A spin lands on a prize with its weight's share of all
          the weights; a prize whose stock runs out is left out. Keep at least one prize without a stock
          limit.
        </>
      }
      error={errors.prizes}
      tableClass="prize-table"
      caption="Prizes in the wheel's order"
      columns={PRIZE_COLUMNS.map((column) => `prize-table__col--${column}`)}
      head={
        <>
          <th scope="col">#</th>
          <th scope="col">Name</th>
          <th scope="col">Kind</th>
          <th scope="col">Gives</th>
          <th scope="col">Weight</th>
          <th scope="col" className="num">
            Chance
          </th>
          <th scope="col">Stock</th>
          <th scope="col">Id</th>
        </>
      }
      actionsHead="Order and remove"
      numbered
      rows={fields}
      cells={(i, n) => {
        const prize = prizes[i];
        const prizeErrors = errors.prizes?.[i];
        const chance = chances[i] ?? null;
        return (
          <>
            <InputCell
              label={`Prize ${n} name`}
              error={prizeErrors?.name}
              field={register(`prizes.${i}.name`)}
            />
            <TableCell error={prizeErrors?.kind}>
              <select aria-label={`Prize ${n} kind`} {...register(`prizes.${i}.kind`)}>
                {Object.values(RafflePrizeKind).map((kind) => (
                  <option key={kind} value={kind}>
                    {PRIZE_KIND_NAMES[kind]}
                  </option>
                ))}
              </select>
            </TableCell>
            {prize?.kind === RafflePrizeKind.Points ? (
              <TableCell error={prizeErrors?.points}>
                <span className="prize-table__points">
                  <input
                    aria-label={`Prize ${n} points`}
                    inputMode="numeric"
                    placeholder="Points"
                    className="loyalty-input--number"
                    {...register(`prizes.${i}.points`)}
                  />
                  <span className="muted">points</span>
                </span>
              </TableCell>
            ) : prize?.kind === RafflePrizeKind.Coupon ? (
              <TableCell error={prizeErrors?.couponId}>
                <Controller
                  control={control}
                  name={`prizes.${i}.couponId`}
                  render={({ field: coupon }) => <CouponSelect label={`Prize ${n} coupon`} field={coupon} />}
                />
              </TableCell>
            ) : (
              <td className="muted prize-table__nothing">Nothing</td>
            )}
            <InputCell
              label={`Prize ${n} weight`}
              kind="number"
              error={prizeErrors?.weight}
              field={register(`prizes.${i}.weight`)}
            />
            <td className="num prize-table__chance" aria-label={`Prize ${n} chance`}>
              {chance === null ? '—' : percent(chance)}
            </td>
            <InputCell
              label={`Prize ${n} stock`}
              kind="number"
              placeholder="Unlimited"
              error={prizeErrors?.stock}
              field={register(`prizes.${i}.stock`)}
            />
            <InputCell
              label={`Prize ${n} id`}
              className="prize-table__id"
              error={prizeErrors?.id}
              field={register(`prizes.${i}.id`)}
            />
          </>
        );
      }}
      actions={{ label: 'prize', onMove: swap, onRemove: remove }}
      add={{
        label: 'Add a prize',
        max: RAFFLE_PRIZES_MAX,
        onAdd: () => append(newPrize(prizes)),
        fullNote: <>The wheel holds at most {RAFFLE_PRIZES_MAX} prizes.</>,
      }}
    />
  );
}
