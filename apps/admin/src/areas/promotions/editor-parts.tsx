import { Link } from 'react-router';
import { Refusal } from '../../ui/Refusal';

/** What an editor's footer needs: the thing's word, whether it exists yet, and its save's state. */
type SaveActionsProps = {
  /** 'coupon', 'activity'. */
  what: string;
  /** The list it came from, for 'Back to …' or 'Cancel'. */
  back: { to: string; label: string };
  editing: boolean;
  pending: boolean;
  error: unknown;
  /** A change saved and nothing typed since. */
  saved: boolean;
};

/** A coupon's or an activity's editor footer: the save's refusal, save or create, back, and 'saved'. */
export function SaveActions({ what, back, editing, pending, error, saved }: SaveActionsProps) {
  return (
    <>
      <Refusal error={error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={pending}>
          {editing ? `Save ${what}` : `Create ${what}`}
        </button>
        <Link className="button button--quiet promo-link-button" to={back.to}>
          {editing ? `Back to ${back.label}` : 'Cancel'}
        </Link>
        {saved && (
          <p className="notice" role="status">
            {`${what.charAt(0).toUpperCase()}${what.slice(1)} saved`}
          </p>
        )}
      </div>
    </>
  );
}
