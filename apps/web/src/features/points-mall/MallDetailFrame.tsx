import type { MallGoodsDetail } from '@tread/domain';
import Store from 'lucide-react/icons/store';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DealDetailFrame } from '../activities/DealDetailFrame';
import { useMallGoodsDetail } from './api/mall-goods-detail';
import { MallPath } from './paths';

/**
 * A page about one item of the points mall (its detail, its checkout): the item read by its id, skeletons while
 * it loads, and the way back to the mall when there is no such item or it is gone.
 */
export function MallDetailFrame({
  title,
  goodsId,
  loading,
  children,
}: {
  title: string;
  /** The item's id from the address; null when the address names none. */
  goodsId: number | null;
  loading: ReactNode;
  children: (goods: MallGoodsDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const detail = useMallGoodsDetail(goodsId);
  return (
    <DealDetailFrame
      title={title}
      detail={detail}
      missing={goodsId === null}
      gone={{
        icon: <Store size={40} />,
        title: t('pointsMall.detail.gone'),
        backTo: MallPath.list,
        backLabel: t('pointsMall.detail.back'),
      }}
      loading={loading}
    >
      {(goods) => children(goods)}
    </DealDetailFrame>
  );
}
