import type { PointsRecord } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { LedgerRow } from '../../ui/LedgerRow';
import { AppLink } from '../../ui/navigator';
import { orderDetailPath } from '../orders/paths';
import { formatPointsChange } from './format-points';

/** One change of points: where it came from, when, its order or staff note, and how many. */
export function PointsRecordRow({ record }: { record: PointsRecord }) {
  const { t } = useTranslation();
  return (
    <LedgerRow
      label={record.sourceLabel}
      time={record.time}
      change={formatPointsChange(record.change)}
      gain={record.change > 0}
      note={record.note}
    >
      {record.orderNumber && (
        <AppLink to={orderDetailPath(record.orderNumber)} className="ledger-row__reference">
          {t('points.order', { orderNumber: record.orderNumber })}
        </AppLink>
      )}
    </LedgerRow>
  );
}
