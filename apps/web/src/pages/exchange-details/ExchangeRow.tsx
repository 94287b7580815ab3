import { type ExchangeRecord, MallGoodsKind } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CouponPath } from '../../features/coupons/paths';
import { orderDetailPath } from '../../features/orders/paths';
import { MallGoodsImage } from '../../features/points-mall/MallGoodsTile';
import { MallPrice } from '../../features/points-mall/mall-price';
import { formatDateTime } from '../../ui/format';
import { AppLink } from '../../ui/navigator';

/** Where a row leads: a product to its 'points' order, a coupon to My coupons. */
function rowTarget(record: ExchangeRecord): string | null {
  if (record.kind === MallGoodsKind.Coupon) return CouponPath.mine;
  return record.orderNumber ? orderDetailPath(record.orderNumber) : null;
}

/** One exchange: the item, how many, what it took, its state and when; a product's order number. */
export function ExchangeRow({ record }: { record: ExchangeRecord }) {
  const { t } = useTranslation();
  const target = rowTarget(record);
  const content: ReactNode = (
    <>
      <span className="exchange-row__media">
        <MallGoodsImage image={record.image} iconSize={32} />
      </span>
      <span className="exchange-row__body">
        <span className={`exchange-row__status exchange-row__status--${record.status}`}>
          {t(`pointsMall.exchanges.status.${record.status}`)}
        </span>
        <span className="exchange-row__name">{record.name}</span>
        <span className="exchange-row__spent">
          <MallPrice points={record.points} cashCents={record.cashCents} />
          <span className="exchange-row__count">
            {t('pointsMall.exchanges.count', { count: record.count })}
          </span>
        </span>
        <span className="exchange-row__meta">
          {record.kind === MallGoodsKind.Coupon
            ? t('pointsMall.exchanges.couponNote')
            : record.orderNumber && t('pointsMall.exchanges.order', { orderNumber: record.orderNumber })}
        </span>
        <span className="exchange-row__meta">{formatDateTime(record.time)}</span>
      </span>
      {target && <ChevronRight size={20} aria-hidden="true" className="exchange-row__chevron" />}
    </>
  );
  return target ? (
    <AppLink to={target} className="exchange-row exchange-row--link">
      {content}
    </AppLink>
  ) : (
    <div className="exchange-row">{content}</div>
  );
}
