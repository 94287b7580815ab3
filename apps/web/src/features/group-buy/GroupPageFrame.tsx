import type { GroupDetail } from '@tread/domain';
import Users from 'lucide-react/icons/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DealDetailFrame } from '../activities/DealDetailFrame';
import { readIdParam } from '../catalog/paths';
import { useGroupDetail } from './api/group-detail';
import { GroupBuyPath } from './paths';

export interface GroupPageFrameProps {
  title: string;
  /** Skeletons shown while the group loads. */
  loading: ReactNode;
  children: (group: GroupDetail, receivedAt: number, refresh: () => void) => ReactNode;
}

/** A page about the group in `?groupId=` (its details, its members), or the way back to the group buys. */
export function GroupPageFrame({ title, loading, children }: GroupPageFrameProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const groupId = readIdParam(params.get('groupId'));
  const detail = useGroupDetail(groupId);
  return (
    <DealDetailFrame
      title={title}
      detail={detail}
      missing={groupId === null}
      gone={{
        icon: <Users size={40} />,
        title: t('groupBuy.notFound'),
        backTo: GroupBuyPath.list,
        backLabel: t('groupBuy.backToList'),
      }}
      loading={loading}
    >
      {children}
    </DealDetailFrame>
  );
}
