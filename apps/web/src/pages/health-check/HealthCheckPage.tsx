import type { HealthAnswer } from '@tread/domain';
import Activity from 'lucide-react/icons/activity';
import Clock from 'lucide-react/icons/clock';
import Database from 'lucide-react/icons/database';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Server from 'lucide-react/icons/server';
import Tag from 'lucide-react/icons/tag';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useHealth } from '../../features/system/api/health';
import { Button } from '../../ui/Button';
import { formatDateTime, formatDuration, formatTime } from '../../ui/format';
import { List, ListRow } from '../../ui/List';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import './health.css';

function StatusPill({ good, children }: { good: boolean; children: string }) {
  return <span className={`status-pill status-pill--${good ? 'good' : 'bad'}`}>{children}</span>;
}

function HealthRows({ health }: { health: HealthAnswer }) {
  const { t } = useTranslation();
  return (
    <List>
      <ListRow
        icon={<Activity size={20} />}
        title={t('health.overall')}
        value={
          <StatusPill good={health.status === 'ok'}>
            {t(health.status === 'ok' ? 'health.ok' : 'health.degraded')}
          </StatusPill>
        }
      />
      <ListRow
        icon={<Database size={20} />}
        title={t('health.database')}
        value={
          <StatusPill good={health.database === 'up'}>
            {t(health.database === 'up' ? 'health.up' : 'health.down')}
          </StatusPill>
        }
      />
      <ListRow icon={<Tag size={20} />} title={t('health.version')} value={health.version} />
      <ListRow
        icon={<Clock size={20} />}
        title={t('health.uptime')}
        subtitle={`${t('health.startedAt')} ${formatDateTime(health.startedAt)}`}
        value={formatDuration(health.uptimeSeconds, t)}
      />
    </List>
  );
}

/** Whether the server and its database answer, the version and how long it has been up. */
export default function HealthCheckPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.health-check'));
  const health = useHealth();

  return (
    <>
      <PageHeader title={t('routes.health-check')} />
      <div className="page">
        <div className="health-hero" aria-hidden="true">
          <Server size={36} />
        </div>
        {health.isPending ? (
          <Skeleton height={236} radius={12} />
        ) : health.isError && !health.data ? (
          <SectionError onRetry={() => void health.refetch()} />
        ) : (
          health.data && <HealthRows health={health.data} />
        )}
        {health.dataUpdatedAt > 0 && (
          <p className="health-checked" aria-live="polite">
            {t('health.checkedAt', { time: formatTime(health.dataUpdatedAt) })}
          </p>
        )}
        <Button
          variant="secondary"
          block
          busy={health.isFetching}
          icon={<RefreshCw size={20} aria-hidden="true" />}
          onClick={() => void health.refetch()}
        >
          {t('health.refresh')}
        </Button>
      </div>
    </>
  );
}
