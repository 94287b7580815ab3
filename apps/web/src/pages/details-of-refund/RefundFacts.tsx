import { formatUsPhone, type RefundDetail } from '@tread/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../features/orders/CopyButton';
import { OrderLine } from '../../features/orders/OrderLine';
import { orderDetailPath } from '../../features/orders/paths';
import { CARGO_LABEL_KEYS } from '../../features/refunds/labels';
import { Section } from '../../ui/Card';
import { formatDate, formatDateTime } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { Price } from '../../ui/Price';

type Fact = [label: string, value: ReactNode];

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="refund-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="refund-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Why the merchant declined, and what they added. */
export function SellerAnswer({ request }: { request: RefundDetail }) {
  const { t } = useTranslation();
  if (!request.sellerReason && !request.sellerRemark) return null;
  return (
    <Section title={t('refunds.detail.sellerTitle')}>
      <div className="card refund-seller">
        {request.sellerReason && (
          <p>
            <span className="refund-seller__label">{t('refunds.detail.sellerReason')}</span>
            {request.sellerReason}
          </p>
        )}
        {request.sellerRemark && (
          <p>
            <span className="refund-seller__label">{t('refunds.detail.sellerRemark')}</span>
            {request.sellerRemark}
          </p>
        )}
      </div>
    </Section>
  );
}

/** Where the goods go back, and how they were sent once entered. */
export function ReturnShipping({ request }: { request: RefundDetail }) {
  const { t } = useTranslation();
  const { returnAddress, logistics } = request;
  return (
    <>
      {returnAddress && (
        <Section title={t('refunds.detail.returnAddress')}>
          <div className="card refund-address">
            <p className="refund-address__text">{returnAddress}</p>
            <CopyButton
              text={returnAddress}
              label={t('refunds.detail.copyAddress')}
              done={t('refunds.detail.addressCopied')}
            />
          </div>
        </Section>
      )}
      {logistics && (
        <Section title={t('refunds.detail.logistics')}>
          <div className="card">
            <Facts
              facts={[
                [t('refunds.detail.company'), logistics.company],
                [
                  t('refunds.detail.trackingNumber'),
                  <span key="tracking" className="refund-facts__copyable">
                    {logistics.trackingNumber}
                    <CopyButton
                      text={logistics.trackingNumber}
                      label={t('refunds.detail.copyTracking')}
                      done={t('refunds.detail.trackingCopied')}
                    />
                  </span>,
                ],
                [t('refunds.detail.phone'), formatUsPhone(logistics.phone)],
                [t('refunds.detail.shippedAt'), formatDate(logistics.shippedAt)],
              ]}
            />
          </div>
        </Section>
      )}
    </>
  );
}

/** What was asked: the item, the request's facts, the shopper's words and photos. */
export function RequestFacts({ request }: { request: RefundDetail }) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    [
      t('refunds.detail.amount'),
      <span key="amount" className="refund-facts__amount">
        <Price cents={request.amount} />
        {request.includesDelivery && (
          <span className="refund-facts__sub">{t('refunds.detail.includesDelivery')}</span>
        )}
      </span>,
    ],
    ...(request.refundTo ? [[t('refunds.detail.refundTo'), request.refundTo] as Fact] : []),
    [t('refunds.detail.serviceType'), request.serviceTypeLabel],
    [t('refunds.cargoStatus'), t(CARGO_LABEL_KEYS[request.cargoStatus])],
    [t('refunds.reason'), request.reason],
    [
      t('refunds.detail.refundNumber'),
      <span key="number" className="refund-facts__copyable">
        {request.refundNumber}
        <CopyButton
          text={request.refundNumber}
          label={t('refunds.detail.copyNumber')}
          done={t('refunds.detail.numberCopied')}
        />
      </span>,
    ],
    [
      t('refunds.detail.orderNumber'),
      <AppLink key="order" to={orderDetailPath(request.orderNumber)} className="refund-facts__link">
        {request.orderNumber}
      </AppLink>,
    ],
    [t('refunds.detail.appliedAt'), formatDateTime(request.appliedAt)],
  ];
  return (
    <Section title={t('refunds.detail.request')}>
      <div className="card refund-request">
        <ul className="refund-request__item">
          <OrderLine item={{ ...request.item, count: request.quantity }} />
        </ul>
        <Facts facts={facts} />
        <div className="refund-request__words">
          <h3 className="refund-request__label">{t('refunds.description')}</h3>
          <p className="refund-request__description">{request.description}</p>
        </div>
        {request.images.length > 0 && (
          <div className="refund-request__words">
            <h3 className="refund-request__label">{t('refunds.detail.vouchers')}</h3>
            <ul className="refund-request__photos">
              {request.images.map((url, index) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    <img src={url} alt={t('refunds.detail.photo', { number: index + 1 })} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </Section>
  );
}
