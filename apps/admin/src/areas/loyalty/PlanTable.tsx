import type { MembershipConfig } from '@tread/domain';
import { useFieldArray, useWatch } from 'react-hook-form';
import { type FormTableProps, ListEditor } from './ListEditor';
import {
  MEMBERSHIP_COUPONS_MAX,
  type MembershipFormInput,
  newPlan,
  perMonth,
  VIP_PLANS_MAX,
} from './membership-form';
import { CouponCell, InputCell } from './TableCell';

const PLAN_COLUMNS = ['id', 'name', 'price', 'months', 'month', 'coupons', 'remove'] as const;

/** The paid membership plans offered on buy-vip, in their order, each with the coupons bought with it. */
export function PlanTable({
  control,
  register,
  errors,
}: FormTableProps<MembershipFormInput, MembershipConfig>) {
  const { fields, append, remove } = useFieldArray({ control, name: 'plans' });
  const plans = useWatch({ control, name: 'plans' }) ?? [];
  return (
    <ListEditor
      titleId="plans-title"
      title="Paid membership plans"
      note={
        <>
          What shoppers may buy on the membership page, paid like an order. A plan runs on from the end of a
          membership still running; its coupons are given once it is paid.
        </>
      }
      error={errors.plans}
      tableClass="plan-table"
      caption="Paid membership plans"
      columns={PLAN_COLUMNS.map((column) => `plan-table__col--${column}`)}
      head={
        <>
          <th scope="col">Id</th>
          <th scope="col">Name</th>
          <th scope="col">Price ($)</th>
          <th scope="col">Months</th>
          <th scope="col" className="num loyalty-table__figure-head">
            Per month
          </th>
          <th scope="col">Coupons (at most {MEMBERSHIP_COUPONS_MAX})</th>
        </>
      }
      actionsHead="Remove"
      rows={fields}
      cells={(i, n) => {
        const planErrors = errors.plans?.[i];
        return (
          <>
            <InputCell
              label={`Plan ${n} id`}
              className="prize-table__id"
              error={planErrors?.id}
              field={register(`plans.${i}.id`)}
            />
            <InputCell
              label={`Plan ${n} name`}
              error={planErrors?.name}
              field={register(`plans.${i}.name`)}
            />
            <InputCell
              label={`Plan ${n} price in dollars`}
              kind="money"
              error={planErrors?.price}
              field={register(`plans.${i}.price`)}
            />
            <InputCell
              label={`Plan ${n} months`}
              kind="number"
              error={planErrors?.months}
              field={register(`plans.${i}.months`)}
            />
            <td className="num plan-table__month" aria-label={`Plan ${n} per month`}>
              {perMonth(plans[i]?.price, plans[i]?.months) ?? '—'}
            </td>
            <CouponCell
              control={control}
              name={`plans.${i}.couponIds`}
              of={`plan ${n}`}
              max={MEMBERSHIP_COUPONS_MAX}
              error={planErrors?.couponIds}
            />
          </>
        );
      }}
      actions={{ label: 'plan', onRemove: remove }}
      empty="No plans: shoppers cannot buy a membership."
      add={{
        label: 'Add a plan',
        max: VIP_PLANS_MAX,
        onAdd: () => append(newPlan(plans)),
        fullNote: <>At most {VIP_PLANS_MAX} plans.</>,
      }}
    />
  );
}
