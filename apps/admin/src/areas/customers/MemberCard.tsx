import { type AdminCustomerMember, formatLaDate, UserRole } from '@tread/domain';
import { Refusal } from '../../ui/Refusal';
import { useCustomerMember } from './api/customer-member';
import { GrowthRecords, MembershipPurchases } from './MemberRecords';

/** Who may see a customer's membership: the server refuses the other staff roles. */
export const MEMBER_STAFF_ROLES: readonly UserRole[] = [UserRole.CustomerService, UserRole.Admin];

/** 'Silver · 730 growth · 1,270 to Gold', or '… · the top level'. */
const levelLine = ({ level, growth, next }: AdminCustomerMember['center']): string =>
  `${level.name} · ${growth.toLocaleString('en-US')} growth · ${
    next ? `${next.needed.toLocaleString('en-US')} to ${next.name}` : 'the top level'
  }`;

/** 'Active until 12/27/2026', 'Ended 10/01/2026' or 'Not a member' (Los Angeles dates). */
const vipLine = ({ active, expiresAt }: AdminCustomerMember['center']['vip']): string => {
  if (!expiresAt) return 'Not a member';
  const date = formatLaDate(new Date(expiresAt));
  return active ? `Active until ${date}` : `Ended ${date}`;
};

/** The customer's membership: level and growth, Tread Plus, the latest growth records and memberships bought. */
export function MemberCard({ userId }: { userId: string }) {
  const member = useCustomerMember(userId);
  const data = member.data;
  return (
    <section className="card" aria-labelledby="member-title">
      <h2 id="member-title">Membership</h2>
      <Refusal error={member.error} />
      {data && (
        <dl className="facts">
          <dt>Level</dt>
          <dd>{levelLine(data.center)}</dd>
          <dt>Tread Plus</dt>
          <dd>{vipLine(data.center.vip)}</dd>
        </dl>
      )}
      <h3 className="points-card__records">
        Growth <span className="muted">· the latest 20</span>
      </h3>
      <GrowthRecords records={data?.growth ?? []} loading={member.isFetching} />
      <h3 className="points-card__records">Memberships bought</h3>
      <MembershipPurchases purchases={data?.purchases ?? []} loading={member.isFetching} />
    </section>
  );
}
