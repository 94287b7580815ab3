import type { MembershipConfig } from '@tread/domain';
import Trash2 from 'lucide-react/icons/trash-2';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
  useWatch,
} from 'react-hook-form';
import { MEMBER_LEVELS_MAX, type MembershipFormInput, NEW_LEVEL, spendingFor } from './membership-form';
import { TableCell } from './TableCell';

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
      {listError?.message && (
        <p className="refusal" role="alert">
          {listError.message}
        </p>
      )}
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
                  <td className="loyalty-table__actions">
                    <button
                      type="button"
                      className="button button--quiet icon-button"
                      aria-label={`Remove level ${n}`}
                      disabled={fields.length === 1}
                      onClick={() => remove(i)}
                    >
                      <Trash2 size={16} aria-hidden />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <button
          type="button"
          className="button button--quiet"
          disabled={fields.length >= MEMBER_LEVELS_MAX}
          onClick={() => append(NEW_LEVEL)}
        >
          Add a level
        </button>
        {fields.length >= MEMBER_LEVELS_MAX && (
          <span className="muted loyalty-card__aside">At most {MEMBER_LEVELS_MAX} levels.</span>
        )}
      </div>
    </section>
  );
}
