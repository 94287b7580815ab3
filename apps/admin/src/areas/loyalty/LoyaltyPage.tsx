import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';

/** The five pages of loyalty, as tabs under its header. */
function LoyaltyNav() {
  return (
    <nav className="area-tabs" aria-label="Loyalty">
      <NavLink to="/loyalty" end>
        Points rules
      </NavLink>
      <NavLink to="/loyalty/wheel">Lucky wheel</NavLink>
      <NavLink to="/loyalty/top-ups">Top-up options</NavLink>
      <NavLink to="/loyalty/membership">Membership</NavLink>
      <NavLink to="/loyalty/mall">Points mall</NavLink>
    </nav>
  );
}

/** A loyalty page: the area's header and tabs, then its editor once the value it edits has loaded. */
export function LoyaltyPage<Value>({
  value,
  children,
}: {
  value: { data?: Value | undefined; error: unknown };
  children: (value: Value) => ReactNode;
}) {
  return (
    <>
      <PageHeader
        title="Loyalty"
        subtitle="How shoppers earn and use points, the lucky wheel's prizes, what a top-up gives, member levels and plans, and the points mall's goods."
      />
      <LoyaltyNav />
      <Refusal error={value.error} />
      {value.data !== undefined ? children(value.data) : !value.error && <p className="loading">Loading…</p>}
    </>
  );
}

/**
 * A loyalty form's foot: a refusal not shown under a field, the save, 'not saved' while a field shows a message,
 * and 'saved' once nothing was typed since.
 */
export function SaveBar({
  label,
  saved,
  save,
  landed,
  dirty,
  invalid,
}: {
  label: string;
  saved: string;
  save: { isPending: boolean; isSuccess: boolean; error: unknown };
  landed: boolean;
  dirty: boolean;
  /** Some field shows a message: the foot says so, as the field may be out of sight. */
  invalid: boolean;
}) {
  return (
    <div className="loyalty-form__actions">
      <Refusal error={landed ? null : save.error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : label}
        </button>
        {invalid && <p className="field__error">Not saved: see the messages above.</p>}
        {save.isSuccess && !dirty && (
          <p className="notice" role="status">
            {saved}
          </p>
        )}
      </div>
    </div>
  );
}
