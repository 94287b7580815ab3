import { BusinessLine, FlashSaleStatus, type FlashSaleCard as Sale } from '@tread/domain';
import { AppLink } from '../../ui/navigator';
import { Price } from '../../ui/Price';
import { modelName } from '../catalog/paths';
import { FlashCountdown, FlashSession, FlashStatusBadge, FlashStockBar } from './FlashParts';
import { snapUpDetailPath } from './paths';
import '../activities/deal.css';
import './flash-sale.css';

export interface FlashSaleCardProps {
  sale: Sale;
  serverTime: string;
  receivedAt: number;
  onEnd: () => void;
}

/** One sale of the snap-up list: picture, name and size, flash price against the usual one, what is left, its clock. */
export function FlashSaleCard({ sale, serverTime, receivedAt, onEnd }: FlashSaleCardProps) {
  const over = sale.status === FlashSaleStatus.Ended || sale.status === FlashSaleStatus.Closed;
  return (
    <AppLink
      to={snapUpDetailPath(sale.seckillId)}
      className={`deal-card flash-card flash-card--${sale.status}${over ? ' deal-card--over' : ''}`}
    >
      <img className="deal-card__image" src={sale.image} alt="" width={96} height={96} loading="lazy" />
      <span className="deal-card__body">
        <span className="flash-card__top">
          <FlashStatusBadge status={sale.status} />
          <FlashCountdown sale={sale} serverTime={serverTime} receivedAt={receivedAt} onEnd={onEnd} />
        </span>
        <span className="deal-card__name">
          <span className="deal-card__brand">{sale.brandName}</span>{' '}
          {modelName(sale.prodName, sale.brandName)}
        </span>
        {sale.displaySize && <span className="deal-card__note">{sale.displaySize}</span>}
        <Price
          cents={sale.price}
          wasCents={sale.oriPrice}
          perTire={sale.bizType === BusinessLine.Tire}
          className="deal-card__price"
        />
        <FlashStockBar sale={sale} />
        <FlashSession sale={sale} />
        {sale.message && <span className="flash-card__message">{sale.message}</span>}
      </span>
    </AppLink>
  );
}
