import type { PointsRecord } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { orderDetailPath } from '../orders/paths';
import { formatPointsChange } from './format-points';
import './points.css';

/** One change of points: where it came from, when (Los Angeles time), its order or staff note, and how many. */
export function PointsRecordRow({ record }: { record: PointsRecord }) {
  const { t } = useTranslation();
  return (
    <div className="points-record">
      <div className="points-record__main">
        <p className="points-record__label">{record.sourceLabel}</p>
        <p className="points-record__meta">{formatDateTime(record.time)}</p>
        {record.orderNumber && (
          <AppLink to={orderDetailPath(record.orderNumber)} className="points-record__order">
            {t('points.order', { orderNumber: record.orderNumber })}
          </AppLink>
        )}
        {record.note && <p className="points-record__note">{record.note}</p>}
      </div>
      <span className={`points-record__change points-record__change--${record.change > 0 ? 'gain' : 'loss'}`}>
        {formatPointsChange(record.change)}
      </span>
    </div>
  );
}
