import type { MembershipConfig } from '@tread/domain';
import { useFieldArray } from 'react-hook-form';
import { type FormTableProps, ListEditor } from './ListEditor';
import { type MembershipFormInput, NEW_PRIVILEGE, VIP_PRIVILEGES_MAX } from './membership-form';
import { InputCell } from './TableCell';

const PRIVILEGE_COLUMNS = [
  'privilege-table__col--place',
  'privilege-table__col--title',
  undefined,
  'privilege-table__col--actions',
];

/** The privileges of paid membership as shoppers read them on the membership page, in its order. */
export function PrivilegeTable({
  control,
  register,
  errors,
}: FormTableProps<MembershipFormInput, MembershipConfig>) {
  const { fields, append, remove, swap } = useFieldArray({ control, name: 'privileges' });
  return (
    <ListEditor
      titleId="privileges-title"
      title="Paid membership privileges"
      note={
        <>
          What shoppers read on the membership page before they buy, in this order: exclusive coupons, member
          prices, free delivery on goods sold by Tread, and the rest. At most {VIP_PRIVILEGES_MAX}.
        </>
      }
      error={errors.privileges}
      tableClass="privilege-table"
      caption="Paid membership privileges, in their order"
      columns={PRIVILEGE_COLUMNS}
      head={
        <>
          <th scope="col">#</th>
          <th scope="col">Title</th>
          <th scope="col">What shoppers read</th>
        </>
      }
      actionsHead="Order and remove"
      numbered
      rows={fields}
      cells={(i, n) => {
        const privilegeErrors = errors.privileges?.[i];
        return (
          <>
            <InputCell
              label={`Privilege ${n} title`}
              error={privilegeErrors?.title}
              field={register(`privileges.${i}.title`)}
            />
            <InputCell
              label={`Privilege ${n} text`}
              error={privilegeErrors?.text}
              field={register(`privileges.${i}.text`)}
            />
          </>
        );
      }}
      actions={{ label: 'privilege', onMove: swap, onRemove: remove }}
      empty="No privileges: the membership page lists none."
      add={{
        label: 'Add a privilege',
        max: VIP_PRIVILEGES_MAX,
        onAdd: () => append(NEW_PRIVILEGE),
        fullNote: <>Paid membership has {VIP_PRIVILEGES_MAX} privileges.</>,
      }}
    />
  );
}
