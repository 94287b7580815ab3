import type { MembershipConfig } from '@tread/domain';
import { useFieldArray, useWatch } from 'react-hook-form';
import { type FormTableProps, ListEditor } from './ListEditor';
import { MEMBER_LEVELS_MAX, type MembershipFormInput, NEW_LEVEL, spendingFor } from './membership-form';
import { InputCell, TableCell } from './TableCell';

const LEVEL_COLUMNS = ['level', 'name', 'growth', 'spending', 'privileges', 'remove'] as const;

/** Member levels from the first up, each reached by growth, with what it gives as short lines. */
export function LevelTable({
  control,
  register,
  errors,
}: FormTableProps<MembershipFormInput, MembershipConfig>) {
  const { fields, append, remove } = useFieldArray({ control, name: 'levels' });
  const levels = useWatch({ control, name: 'levels' }) ?? [];
  const growthPerDollar = useWatch({ control, name: 'growthPerDollar' });
  return (
    <ListEditor
      titleId="levels-title"
      title="Levels"
      note={
        <>
          A shopper holds the highest level their growth reaches. The first level starts at 0 growth and each
          next one needs more. Privileges are shown in the member center, one a line.
        </>
      }
      error={errors.levels}
      tableClass="level-table"
      caption="Member levels, from the first"
      columns={LEVEL_COLUMNS.map((column) => `level-table__col--${column}`)}
      head={
        <>
          <th scope="col">Level</th>
          <th scope="col">Name</th>
          <th scope="col">Growth needed</th>
          <th scope="col" className="num loyalty-table__figure-head">
            Spending to reach
          </th>
          <th scope="col">Privileges (one a line)</th>
        </>
      }
      actionsHead="Remove"
      numbered
      rows={fields}
      cells={(i, n) => {
        const levelErrors = errors.levels?.[i];
        return (
          <>
            <InputCell
              label={`Level ${n} name`}
              error={levelErrors?.name}
              field={register(`levels.${i}.name`)}
            />
            <InputCell
              label={`Level ${n} growth needed`}
              kind="number"
              error={levelErrors?.growth}
              field={register(`levels.${i}.growth`)}
            />
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
          </>
        );
      }}
      actions={{ label: 'level', onRemove: remove, canRemove: fields.length > 1 }}
      add={{
        label: 'Add a level',
        max: MEMBER_LEVELS_MAX,
        onAdd: () => append(NEW_LEVEL),
        fullNote: <>At most {MEMBER_LEVELS_MAX} levels.</>,
      }}
    />
  );
}
