import { type GrowthRecordsAnswer, GrowthSource } from '@tread/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGrowthRecords } from '../../features/member/api/growth-records';
import { orderDetailPath } from '../../features/orders/paths';
import { formatPointsChange } from '../../features/points/format-points';
import { Section } from '../../ui/Card';
import { LedgerRow } from '../../ui/LedgerRow';
import { List } from '../../ui/List';
import { AppLink } from '../../ui/navigator';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';

/** How many records show before 'Show all'. */
const LATEST_COUNT = 5;

type GrowthRecord = GrowthRecordsAnswer['records'][number];

/** One change of growth: why, when, and the order or top-up it came from. */
function GrowthRecordRow({ record }: { record: GrowthRecord }) {
  const { t } = useTranslation();
  return (
    <LedgerRow
      label={record.sourceLabel}
      time={record.time}
      change={formatPointsChange(record.change)}
      gain={record.change > 0}
    >
      {record.source === GrowthSource.Order ? (
        <AppLink to={orderDetailPath(record.reference)} className="ledger-row__reference">
          {t('member.order', { reference: record.reference })}
        </AppLink>
      ) : (
        <p className="ledger-row__meta">{t('member.topUp', { reference: record.reference })}</p>
      )}
    </LedgerRow>
  );
}

/** The latest changes of growth, newest first; the rest on request. */
export function GrowthRecords() {
  const { t } = useTranslation();
  const growth = useGrowthRecords();
  const [all, setAll] = useState(false);
  const records = growth.data?.records ?? [];
  const shown = all ? records : records.slice(0, LATEST_COUNT);
  let body: ReactNode;
  if (growth.isPending) body = <Skeleton height={160} radius={12} />;
  else if (growth.isError) body = <SectionError onRetry={() => void growth.refetch()} />;
  else if (records.length === 0) {
    body = (
      <div className="card member-empty">
        <p className="member-empty__title">{t('member.noRecords')}</p>
        <p className="muted">{t('member.noRecordsText')}</p>
      </div>
    );
  } else {
    body = (
      <List label={t('member.recordsLabel')}>
        {shown.map((record) => (
          <li key={record.id}>
            <GrowthRecordRow record={record} />
          </li>
        ))}
      </List>
    );
  }
  return (
    <Section
      title={t('member.recordsTitle')}
      action={
        records.length > LATEST_COUNT && (
          <button type="button" className="link-button" onClick={() => setAll(!all)}>
            {all ? t('member.showLess') : t('member.showAll', { count: records.length })}
          </button>
        )
      }
    >
      {body}
    </Section>
  );
}
