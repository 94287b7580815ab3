import { formatPrice, type GroupDetail, GroupState } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { orderDetailPath } from '../orders/paths';
import { canJoin, isMember } from './group-rules';
import { groupProductPath } from './paths';
import { ShareGroupButton } from './ShareGroupButton';
import { useJoinGroup } from './use-join-group';
import './group-buy.css';

/** What the shopper can do here: join while seats are free, share their own group, or start another. */
export function GroupActions({ group }: { group: GroupDetail }) {
  const { t } = useTranslation();
  const join = useJoinGroup();
  const mine = isMember(group, group.myOrderNumber);
  const open = group.state === GroupState.Open;
  const offerOn = group.activity.message === null;
  return (
    <div className="group-actions">
      {!mine && canJoin(group) && offerOn && (
        <Button variant="accent" block onClick={() => join(group.activity, group.groupId)}>
          {t('groupBuy.joinThis')} · {formatPrice(group.activity.groupPrice)}
        </Button>
      )}
      {open && (
        <ShareGroupButton
          sharePath={group.sharePath}
          title={group.activity.prodName}
          variant={mine ? 'accent' : 'secondary'}
        />
      )}
      {!open && offerOn && (
        <AppLink to={groupProductPath(group.activity)} className={buttonClass('accent', true)}>
          {t('groupBuy.startGroup')}
        </AppLink>
      )}
      {group.myOrderNumber && (
        <AppLink to={orderDetailPath(group.myOrderNumber)} className={buttonClass('ghost', true)}>
          {t('groupBuy.myOrder')}
        </AppLink>
      )}
    </div>
  );
}
