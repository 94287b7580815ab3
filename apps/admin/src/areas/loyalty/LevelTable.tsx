import type { MembershipConfig } from '@tread/domain';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { MEMBER_LEVELS_MAX, type MembershipFormInput, NEW_LEVEL, spendingFor } from './membership-form';
import { AddRowFooter, RowActions } from './RowActions';
import { ListError, TableCell } from './TableCell';

const LEVEL_COLUMNS = ['level', 'name', 'growth', 'spending', 'privileges', 'remove'] as const;

/** Member levels from the first up, each reached by growth, with what it gives as short lines. */
export function LevelTable({
  control,
  register,
  errors,
}: {
  control: Control<MembershipFormInput, unknown, MembershipConfig>;
  register: UseFormRegister<MembershipFormInput>;
  errors: FieldErrors<MembershipFormInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'levels' });
  const levels = useWatch({ control, name: 'levels' }) ?? [];
  const growthPerDollar = useWatch({ control, name: 'growthPerDollar' });
  const listError = errors.levels?.root ?? errors.levels;
  return (
    <section className="card loyalty-card" aria-labelledby="levels-title">
      <h2 id="levels-title">Levels</h2>
      <p className="muted loyalty-card__note">
        A shopper holds the highest level their growth reaches. The first level starts at 0 growth and each
        next one needs more. Privileges are shown in the member centre, one a line.
      </p>
      <ListError error={listError} />
      <div className="loyalty-table-wrap">
        <table className="loyalty-table level-table">
          <caption className="visually-hidden">Member levels, from the first</caption>
          <colgroup>
            {LEVEL_COLUMNS.map((column) => (
              <col key={column} className={`level-table__col--${column}`} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">Level</th>
              <th scope="col">Name</th>
              <th scope="col">Growth needed</th>
              <th scope="col" className="num loyalty-table__figure-head">
                Spending to reach
              </th>
              <th scope="col">Privileges (one a line)</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, i) => {
              const n = i + 1;
              const levelErrors = errors.levels?.[i];
              return (
                <tr key={field.id}>
                  <td className="prize-table__place">{n}</td>
                  <TableCell error={levelErrors?.name}>
                    <input aria-label={`Level ${n} name`} {...register(`levels.${i}.name`)} />
                  </TableCell>
                  <TableCell error={levelErrors?.growth}>
                    <input
                      aria-label={`Level ${n} growth needed`}
                      inputMode="numeric"
                      className="loyalty-input--number"
                      {...register(`levels.${i}.growth`)}
                    />
                  </TableCell>
                  <td className="num level-table__spending" aria-label={`Level ${n} spending to reach`}>
                    {spendingFor(levels[i]?.growth, growthPerDollar) ?? '—'}
                  </td>
                  <TableCell error={levelErrors?.privileges}>
                    <textarea
                      aria-label={`Level ${n} privileges`}
                      rows={Math.max(2, Math.min(5, (levels[i]?.privileges ?? '').split('\n').length))}
                      {...register(`levels.${i}.privileges`)}
                    />
                  </TableCell>
                  <RowActions
                    label="level"
                    index={i}
                    count={fields.length}
                    onRemove={remove}
                    canRemove={fields.length > 1}
                  />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <AddRowFooter
        label="Add a level"
        count={fields.length}
        max={MEMBER_LEVELS_MAX}
        onAdd={() => append(NEW_LEVEL)}
        fullNote={<>At most {MEMBER_LEVELS_MAX} levels.</>}
      />
    </section>
  );
}
