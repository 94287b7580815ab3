import type { MembershipConfig } from '@tread/domain';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { type MembershipFormInput, NEW_PRIVILEGE, VIP_PRIVILEGES_MAX } from './membership-form';
import { AddRowFooter, RowActions } from './RowActions';
import { ListError, TableCell } from './TableCell';

/** The privileges of paid membership as shoppers read them on the membership page, in its order. */
export function PrivilegeTable({
  control,
  register,
  errors,
}: {
  control: Control<MembershipFormInput, unknown, MembershipConfig>;
  register: UseFormRegister<MembershipFormInput>;
  errors: FieldErrors<MembershipFormInput>;
}) {
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'privileges' });
  const listError = errors.privileges?.root ?? errors.privileges;
  return (
    <section className="card loyalty-card" aria-labelledby="privileges-title">
      <h2 id="privileges-title">Paid membership privileges</h2>
      <p className="muted loyalty-card__note">
        What shoppers read on the membership page before they buy, in this order: exclusive coupons, member
        prices, free delivery on goods sold by Tread, and the rest. At most {VIP_PRIVILEGES_MAX}.
      </p>
      <ListError error={listError} />
      {fields.length > 0 ? (
        <div className="loyalty-table-wrap">
          <table className="loyalty-table privilege-table">
            <caption className="visually-hidden">Paid membership privileges, in their order</caption>
            <colgroup>
              <col className="privilege-table__col--place" />
              <col className="privilege-table__col--title" />
              <col />
              <col className="privilege-table__col--actions" />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Title</th>
                <th scope="col">What shoppers read</th>
                <th scope="col">
                  <span className="visually-hidden">Order and remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {fields.map((field, i) => {
                const n = i + 1;
                const privilegeErrors = errors.privileges?.[i];
                return (
                  <tr key={field.id}>
                    <td className="prize-table__place">{n}</td>
                    <TableCell error={privilegeErrors?.title}>
                      <input aria-label={`Privilege ${n} title`} {...register(`privileges.${i}.title`)} />
                    </TableCell>
                    <TableCell error={privilegeErrors?.text}>
                      <input aria-label={`Privilege ${n} text`} {...register(`privileges.${i}.text`)} />
                    </TableCell>
                    <RowActions
                      label="privilege"
                      index={i}
                      count={fields.length}
                      onMove={swap}
                      onRemove={remove}
                    />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="loyalty-empty">No privileges: the membership page lists none.</p>
      )}
      <AddRowFooter
        label="Add a privilege"
        count={fields.length}
        max={VIP_PRIVILEGES_MAX}
        onAdd={() => append(NEW_PRIVILEGE)}
        fullNote={<>Paid membership has {VIP_PRIVILEGES_MAX} privileges.</>}
      />
    </section>
  );
}
