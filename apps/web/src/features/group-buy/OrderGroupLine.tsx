import { GroupState, type OrderGroup } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { GroupTimeLeft } from './GroupParts';
import { groupStateTextKey } from './group-rules';
import { groupDetailsPath } from './paths';
import './group-buy.css';

/**
 * An order's group where the order shows (list card, detail): where it stands, time left, and its details;
 * `bare` inside a box of its own (the order page's status).
 */
export function OrderGroupLine({ group, bare = false }: { group: OrderGroup; bare?: boolean }) {
  const { t } = useTranslation();
  const open = group.state === GroupState.Open;
  let state: string;
  if (!open) state = t(groupStateTextKey(group.state, true));
  else if (group.seatsLeft > 0) state = t('groupBuy.needsMore', { count: group.seatsLeft });
  else state = t('groupBuy.waitingPayment');
  return (
    <div className={`order-group order-group--${group.state}${bare ? ' order-group--bare' : ''}`}>
      <p className="order-group__state">{state}</p>
      <span className="order-group__foot">
        {open && <GroupTimeLeft expiresAt={group.expiresAt} serverTime={null} receivedAt={0} />}
        <AppLink to={groupDetailsPath(group.groupId)} className="order-group__link">
          {t('groupBuy.details')}
          <ChevronRight size={16} aria-hidden="true" />
        </AppLink>
      </span>
    </div>
  );
}
