import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../api/client';
import { buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { StatusView } from '../../ui/StatusView';

export interface DealGone {
  icon: ReactNode;
  /** Said when the address names no deal; a refusal says the server's words instead. */
  title: string;
  /** The deal's list, and the button's words leading back to it. */
  backTo: string;
  backLabel: string;
}

export interface DealDetailFrameProps<T> {
  title: string;
  /** The deal's detail, not asked for while `missing`. */
  detail: UseQueryResult<T>;
  /** The address names no readable id. */
  missing: boolean;
  gone: DealGone;
  /** Skeletons shown while it loads. */
  loading: ReactNode;
  /** The deal, when its answer reached the device (for its clocks), and a way to read it again. */
  children: (data: T, receivedAt: number, refresh: () => void) => ReactNode;
}

/**
 * A deal's detail page (a flash sale, a group): its header, then the deal, skeletons while it loads, a retry when it
 * fails, or the way back to the list when it is unknown or over.
 */
export function DealDetailFrame<T>({
  title,
  detail,
  missing,
  gone,
  loading,
  children,
}: DealDetailFrameProps<T>) {
  // An unknown or ended one is told in the server's words, not as a failure to retry.
  const refused =
    isApiError(detail.error) && detail.error.status >= 400 && detail.error.status < 500
      ? detail.error.message
      : null;

  let body: ReactNode;
  if (missing || refused !== null) {
    body = (
      <StatusView
        icon={gone.icon}
        title={refused ?? gone.title}
        action={
          <AppLink to={gone.backTo} className={buttonClass('accent')}>
            {gone.backLabel}
          </AppLink>
        }
      />
    );
  } else if (detail.isError) {
    body = (
      <div className="page">
        <SectionError onRetry={() => void detail.refetch()} />
      </div>
    );
  } else if (!detail.data) {
    body = (
      <div className="page" aria-hidden="true">
        {loading}
      </div>
    );
  } else {
    body = children(detail.data, detail.dataUpdatedAt, () => void detail.refetch());
  }

  return (
    <>
      <PageHeader title={title} />
      {body}
    </>
  );
}
