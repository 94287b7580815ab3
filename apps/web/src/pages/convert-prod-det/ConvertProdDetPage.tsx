import { type MallGoodsDetail, MallGoodsKind } from '@tread/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { formatPoints } from '../../features/points/format-points';
import { MallDetailFrame } from '../../features/points-mall/MallDetailFrame';
import { MallGoodsImage } from '../../features/points-mall/MallGoodsTile';
import { MallPrice, pointsText } from '../../features/points-mall/mall-price';
import { stockState } from '../../features/points-mall/mall-rules';
import { mallSubmitPath, readPositiveInt } from '../../features/points-mall/paths';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { useNavigator } from '../../ui/navigator';
import { Skeleton } from '../../ui/Skeleton';
import { type CouponDialogStep, CouponExchangeDialog } from './CouponExchangeDialog';
import './convert-prod-det.css';

function StockFact({ goods }: { goods: MallGoodsDetail }) {
  const { t } = useTranslation();
  const stock = stockState(goods);
  if (stock.kind === 'out')
    return (
      <li className="convert-prod-det__fact convert-prod-det__fact--out">{t('pointsMall.stock.out')}</li>
    );
  return (
    <li className={`convert-prod-det__fact${stock.kind === 'few' ? ' convert-prod-det__fact--few' : ''}`}>
      {t(stock.kind === 'few' ? 'pointsMall.stock.fewLeft' : 'pointsMall.stock.left', { count: stock.left })}
    </li>
  );
}

/** The item: its picture, name, price, stock and limit, the balance, what it is and how it arrives, and the bar. */
function MallGoods({ goods }: { goods: MallGoodsDetail }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [dialog, setDialog] = useState<CouponDialogStep | null>(null);
  const coupon = goods.kind === MallGoodsKind.Coupon;
  const problemId = `mall-problem-${goods.id}`;

  const exchange = () => {
    if (coupon) setDialog({ kind: 'confirm', refusal: null });
    else void navigator.tap(mallSubmitPath(goods.id, 1));
  };

  return (
    <>
      <div className="page convert-prod-det">
        <div className="convert-prod-det__media">
          <MallGoodsImage image={goods.image} eager iconSize={72} />
        </div>
        <section className="convert-prod-det__card" aria-labelledby="mall-goods-name">
          <span className="convert-prod-det__kind">{t(`pointsMall.kind.${goods.kind}`)}</span>
          <h2 id="mall-goods-name" className="convert-prod-det__name">
            {goods.name}
          </h2>
          <p className="convert-prod-det__price">
            <MallPrice points={goods.pointsPrice} cashCents={goods.cashCents} />
          </p>
          <ul className="convert-prod-det__facts">
            <StockFact goods={goods} />
            <li className="convert-prod-det__fact">
              {t('pointsMall.detail.limit', { count: goods.perUserLimit })}
            </li>
            {goods.exchangedByMe > 0 && (
              <li className="convert-prod-det__fact">
                {t('pointsMall.detail.exchangedByMe', { count: goods.exchangedByMe })}
              </li>
            )}
          </ul>
        </section>
        <p className="convert-prod-det__balance">
          <span>{t('pointsMall.detail.balance')}</span>
          <strong>{formatPoints(goods.balance)}</strong>
        </p>
        {goods.description && (
          <Section title={t('pointsMall.detail.descriptionTitle')}>
            <p className="convert-prod-det__description">{goods.description}</p>
          </Section>
        )}
        <Section title={t('pointsMall.detail.howTitle')}>
          <p className="convert-prod-det__how">
            {coupon ? t('pointsMall.detail.howCoupon') : t('pointsMall.detail.howProduct')}
          </p>
        </Section>
        <div className="mall-bar">
          {goods.problem && (
            <p className="mall-bar__problem" id={problemId}>
              {goods.problem}
            </p>
          )}
          <Button
            variant="accent"
            block
            disabled={goods.problem !== null}
            aria-describedby={goods.problem ? problemId : undefined}
            onClick={exchange}
          >
            {coupon
              ? t('pointsMall.detail.exchangeCoupon', { points: pointsText(t, goods.pointsPrice) })
              : t('pointsMall.detail.exchangeProduct')}
          </Button>
        </div>
      </div>
      {coupon && <CouponExchangeDialog goods={goods} step={dialog} onStep={setDialog} />}
    </>
  );
}

/**
 * convert-prod-det (SPEC §2 Member/points): one item of the points mall. A coupon is exchanged here after a
 * confirmation; a product goes on to integral-submit-order for its delivery. Disabled, with the server's reason,
 * when it cannot be exchanged now.
 */
export default function ConvertProdDetPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.convert-prod-det'));
  const [params] = useSearchParams();
  const goodsId = readPositiveInt(params.get('id'));

  return (
    <MallDetailFrame
      title={t('routes.convert-prod-det')}
      goodsId={goodsId}
      loading={
        <>
          <Skeleton height={300} radius={16} />
          <Skeleton height={160} radius={12} />
        </>
      }
    >
      {(goods) => <MallGoods goods={goods} />}
    </MallDetailFrame>
  );
}
