import { type AdminCustomerPoints, formatLaDate, POINTS_EXPIRING_SOON_DAYS, UserRole } from '@tread/domain';
import { Refusal } from '../../ui/Refusal';
import { useCustomerPoints } from './api/customer-points';
import { PointsAdjustForm } from './PointsAdjustForm';
import { PointsRecords } from './PointsRecords';
import { pointsCount } from './points-count';

/** Who may see and adjust a customer's points: the server refuses the other staff roles. */
export const POINTS_STAFF_ROLES: readonly UserRole[] = [UserRole.CustomerService, UserRole.Admin];

/** '120 points expire within 30 days, the first on 12/10/2026' (a Los Angeles date), or that none do. */
const expiringLine = (soon: AdminCustomerPoints['summary']['expiringSoon']): string =>
  soon
    ? `${pointsCount(soon.points)} expire within ${POINTS_EXPIRING_SOON_DAYS} days, the first on ${formatLaDate(new Date(soon.at))}`
    : `No points expire within ${POINTS_EXPIRING_SOON_DAYS} days`;

/** The customer's points: the balance, what expires soon or is locked, the adjustment form and the latest records. */
export function PointsCard({ userId }: { userId: string }) {
  const points = useCustomerPoints(userId);
  const summary = points.data?.summary;
  return (
    <section className="card points-card" aria-labelledby="points-title">
      <div className="points-card__head">
        <div>
          <h2 id="points-title">Points</h2>
          <Refusal error={points.error} />
          {summary && (
            <>
              <p className="balance-figure">{pointsCount(summary.balance)}</p>
              <p className="points-card__line">{expiringLine(summary.expiringSoon)}</p>
              {summary.locked > 0 && (
                <p className="points-card__line">
                  {pointsCount(summary.locked)} locked until their orders' return window passes
                </p>
              )}
            </>
          )}
        </div>
        <PointsAdjustForm userId={userId} />
      </div>
      <h3 className="points-card__records">
        Records <span className="muted">· the latest 50</span>
      </h3>
      <PointsRecords records={points.data?.records ?? []} loading={points.isFetching} />
    </section>
  );
}
