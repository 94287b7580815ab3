import { zodResolver } from '@hookform/resolvers/zod';
import type { TopUpOption } from '@tread/domain';
import { TOP_UP_OPTION_COUPONS_MAX, TOP_UP_OPTIONS_MAX } from '@tread/domain';
import { useFieldArray, useForm } from 'react-hook-form';
import { useLoyaltyConfig } from './api/read-loyalty-config';
import { useSetLoyaltyConfig } from './api/set-loyalty-config';
import { landRefusal, loyaltyMessages, refusedField } from './form-text';
import { ListEditor } from './ListEditor';
import { LoyaltyPage, SaveBar } from './LoyaltyPage';
import { CouponCell, InputCell } from './TableCell';
import {
  NEW_TOP_UP_OPTION,
  type TopUpOptionsFormInput,
  topUpFieldOf,
  topUpFormValues,
  topUpOptionsForm,
} from './top-up-form';

const TOP_UP_COLUMNS = [
  'top-up-table__col--amount',
  'top-up-table__col--bonus',
  'top-up-table__col--bonus',
  undefined,
  'top-up-table__col--remove',
];

function TopUpEditor({ options }: { options: readonly TopUpOption[] }) {
  const save = useSetLoyaltyConfig('topUpOptions');
  const { register, control, handleSubmit, setError, formState } = useForm<
    TopUpOptionsFormInput,
    unknown,
    TopUpOption[]
  >({
    resolver: zodResolver(topUpOptionsForm, { error: loyaltyMessages }),
    values: topUpFormValues(options),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const { errors } = formState;
  const submit = handleSubmit((value) =>
    save.mutate(value, { onError: (error) => landRefusal(error, setError, topUpFieldOf) }),
  );
  return (
    <form className="loyalty-form" onSubmit={submit} noValidate aria-label="Top-up options">
      <ListEditor
        titleId="top-ups-title"
        title="Top-up options"
        note={
          <>
            The amounts offered on the top-up page. Paying exactly an option's amount adds it to the balance
            and, once the payment is confirmed, gives its growth value, points and coupons. Shoppers may still
            top up any other amount, without a bonus.
          </>
        }
        error={errors.options}
        tableClass="top-up-table"
        caption="Top-up options"
        columns={TOP_UP_COLUMNS}
        head={
          <>
            <th scope="col">Amount ($)</th>
            <th scope="col">Bonus growth value</th>
            <th scope="col">Bonus points</th>
            <th scope="col">Coupons (at most {TOP_UP_OPTION_COUPONS_MAX})</th>
          </>
        }
        actionsHead="Remove"
        rows={fields}
        cells={(i, n) => {
          const optionErrors = errors.options?.[i];
          return (
            <>
              <InputCell
                label={`Option ${n} amount in dollars`}
                kind="money"
                error={optionErrors?.amount}
                field={register(`options.${i}.amount`)}
              />
              <InputCell
                label={`Option ${n} bonus growth value`}
                kind="number"
                error={optionErrors?.bonusGrowth}
                field={register(`options.${i}.bonusGrowth`)}
              />
              <InputCell
                label={`Option ${n} bonus points`}
                kind="number"
                error={optionErrors?.bonusPoints}
                field={register(`options.${i}.bonusPoints`)}
              />
              <CouponCell
                control={control}
                name={`options.${i}.couponIds`}
                of={`option ${n}`}
                max={TOP_UP_OPTION_COUPONS_MAX}
                error={optionErrors?.couponIds}
              />
            </>
          );
        }}
        actions={{ label: 'option', onRemove: remove }}
        empty="No options: shoppers type the amount they want, without a bonus."
        add={{
          label: 'Add an option',
          max: TOP_UP_OPTIONS_MAX,
          onAdd: () => append(NEW_TOP_UP_OPTION),
          fullNote: <>At most {TOP_UP_OPTIONS_MAX} options.</>,
        }}
      />
      <SaveBar
        label="Save top-up options"
        saved="Saved: the top-up page offers these options now"
        save={save}
        landed={refusedField(save.error, topUpFieldOf) !== null}
        dirty={formState.isDirty}
        invalid={Object.keys(errors).length > 0}
      />
    </form>
  );
}

/** /admin/loyalty/top-ups: the amounts offered on the top-up page and what each gives (issue 17). */
export function TopUpOptionsPage() {
  const options = useLoyaltyConfig('topUpOptions');
  return <LoyaltyPage value={options}>{(value) => <TopUpEditor options={value} />}</LoyaltyPage>;
}
