import { type AdminCouponRow, PromotionState } from '@tread/domain';
import X from 'lucide-react/icons/x';
import type { RefCallBack } from 'react-hook-form';
import { useCouponChoices } from './api/list-coupons';

/** 'Spring $15 · $15.00 off', with its state when shoppers cannot use it now. */
const couponLabel = (coupon: AdminCouponRow) =>
  `${coupon.name} · ${coupon.title}${coupon.state === PromotionState.Running ? '' : ` (${coupon.state})`}`;

/** The coupons one may choose: every one not ended, and those already chosen whatever their state. */
function useOfferedCoupons(chosen: readonly number[]) {
  const coupons = useCouponChoices();
  const list = coupons.data ?? [];
  const offered = list.filter(
    (coupon) => coupon.state !== PromotionState.Ended || chosen.includes(coupon.couponId),
  );
  const nameOf = (id: number) => {
    const coupon = list.find((c) => c.couponId === id);
    return coupon ? couponLabel(coupon) : `Coupon #${id}`;
  };
  return { offered, nameOf, loading: coupons.isPending, failed: coupons.isError };
}

/** A coupon's name and what it takes off, as the pickers show it: 'Spring $15 · $15.00 off'. */
export function CouponName({ couponId }: { couponId: number }) {
  const { nameOf } = useOfferedCoupons([couponId]);
  return <>{nameOf(couponId)}</>;
}

/** The one coupon a prize gives: a select of the shop's coupons, its value the coupon's id ('' for none yet). */
export function CouponSelect({
  label,
  field,
}: {
  label: string;
  field: {
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    ref: RefCallBack;
  };
}) {
  const chosen = field.value === '' ? [] : [Number(field.value)];
  const { offered, nameOf, loading, failed } = useOfferedCoupons(chosen);
  return (
    <select
      aria-label={label}
      ref={field.ref}
      value={field.value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    >
      <option value="">
        {loading ? 'Loading coupons…' : failed ? 'Coupons not loaded' : 'Choose a coupon'}
      </option>
      {/* A chosen coupon the list lacks (not loaded yet, or gone) still shows as chosen. */}
      {chosen
        .filter((id) => !offered.some((c) => c.couponId === id))
        .map((id) => (
          <option key={id} value={id}>
            {nameOf(id)}
          </option>
        ))}
      {offered.map((coupon) => (
        <option key={coupon.couponId} value={coupon.couponId}>
          {couponLabel(coupon)}
        </option>
      ))}
    </select>
  );
}

/** The coupons a top-up option gives: each with a remove button, and a select that adds one more. */
export function CouponList({
  of,
  value,
  onChange,
  max,
}: {
  /** What gives them, for the controls' names: 'option 2'. */
  of: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  max: number;
}) {
  const { offered, nameOf, loading, failed } = useOfferedCoupons(value);
  const addable = offered.filter((coupon) => !value.includes(coupon.couponId));
  return (
    <div className="coupon-list">
      {value.length > 0 && (
        <ul aria-label={`Coupons for ${of}`}>
          {value.map((id) => (
            <li key={id} className="coupon-chip">
              <span>{nameOf(id)}</span>
              <button
                type="button"
                aria-label={`Remove ${nameOf(id)} from ${of}`}
                onClick={() => onChange(value.filter((chosen) => chosen !== id))}
              >
                <X size={14} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {value.length < max && (
        <select
          aria-label={`Add a coupon for ${of}`}
          value=""
          disabled={loading || addable.length === 0}
          onChange={(event) => {
            if (event.target.value !== '') onChange([...value, Number(event.target.value)]);
          }}
        >
          <option value="">
            {loading
              ? 'Loading coupons…'
              : failed
                ? 'Coupons not loaded'
                : addable.length === 0
                  ? 'No more coupons'
                  : 'Add a coupon…'}
          </option>
          {addable.map((coupon) => (
            <option key={coupon.couponId} value={coupon.couponId}>
              {couponLabel(coupon)}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
