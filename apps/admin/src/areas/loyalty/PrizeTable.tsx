import { RAFFLE_PRIZES_MAX, type RaffleConfig, RafflePrizeKind } from '@tread/domain';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { CouponSelect } from './CouponPicker';
import { percent } from './points-rules-form';
import { AddRowFooter, RowActions } from './RowActions';
import { newPrize, PRIZE_KIND_NAMES, prizeChances, type RaffleFormInput } from './raffle-form';
import { ListError, TableCell } from './TableCell';

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
export function PrizeTable({
  control,
  register,
  errors,
}: {
  control: Control<RaffleFormInput, unknown, RaffleConfig>;
  register: UseFormRegister<RaffleFormInput>;
  errors: FieldErrors<RaffleFormInput>;
}) {
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'prizes' });
  const prizes = useWatch({ control, name: 'prizes' }) ?? [];
  const chances = prizeChances(prizes.map((prize) => prize?.weight));
  const listError = errors.prizes?.root ?? errors.prizes;
  return (
    <section className="card loyalty-card" aria-labelledby="prizes-title">
      <h2 id="prizes-title">Prizes</h2>
      <p className="muted loyalty-card__note">
        In the wheel's order, clockwise from the top. A spin lands on a prize with its weight's share of all
        the weights; a prize whose stock runs out is left out. Keep at least one prize without a stock limit.
      </p>
      <ListError error={listError} />
      <div className="loyalty-table-wrap">
        <table className="loyalty-table prize-table">
          <caption className="visually-hidden">Prizes in the wheel's order</caption>
          <colgroup>
            {PRIZE_COLUMNS.map((column) => (
              <col key={column} className={`prize-table__col--${column}`} />
            ))}
          </colgroup>
          <thead>
            <tr>
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
              <th scope="col">
                <span className="visually-hidden">Order and remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, i) => {
              const n = i + 1;
              const prize = prizes[i];
              const prizeErrors = errors.prizes?.[i];
              const chance = chances[i] ?? null;
              return (
                <tr key={field.id}>
                  <td className="prize-table__place">{n}</td>
                  <TableCell error={prizeErrors?.name}>
                    <input aria-label={`Prize ${n} name`} {...register(`prizes.${i}.name`)} />
                  </TableCell>
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
                        render={({ field: coupon }) => (
                          <CouponSelect label={`Prize ${n} coupon`} field={coupon} />
                        )}
                      />
                    </TableCell>
                  ) : (
                    <td className="muted prize-table__nothing">Nothing</td>
                  )}
                  <TableCell error={prizeErrors?.weight}>
                    <input
                      aria-label={`Prize ${n} weight`}
                      inputMode="numeric"
                      className="loyalty-input--number"
                      {...register(`prizes.${i}.weight`)}
                    />
                  </TableCell>
                  <td className="num prize-table__chance" aria-label={`Prize ${n} chance`}>
                    {chance === null ? '—' : percent(chance)}
                  </td>
                  <TableCell error={prizeErrors?.stock}>
                    <input
                      aria-label={`Prize ${n} stock`}
                      inputMode="numeric"
                      placeholder="Unlimited"
                      className="loyalty-input--number"
                      {...register(`prizes.${i}.stock`)}
                    />
                  </TableCell>
                  <TableCell error={prizeErrors?.id}>
                    <input
                      aria-label={`Prize ${n} id`}
                      className="prize-table__id"
                      {...register(`prizes.${i}.id`)}
                    />
                  </TableCell>
                  <RowActions label="prize" index={i} count={fields.length} onMove={swap} onRemove={remove} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <AddRowFooter
        label="Add a prize"
        count={fields.length}
        max={RAFFLE_PRIZES_MAX}
        onAdd={() => append(newPrize(prizes))}
        fullNote={<>The wheel holds at most {RAFFLE_PRIZES_MAX} prizes.</>}
      />
    </section>
  );
}
