import { LAZY_PAGE_ERROR_AFTER_MS, LAZY_PAGE_LOADING_DELAY_MS } from '@tread/domain';
import CloudOff from 'lucide-react/icons/cloud-off';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { type ComponentType, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { StatusView } from '../ui/StatusView';
import type { PageLoader } from './routes';

type SlotState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'timed-out' }
  | { status: 'failed' }
  | { status: 'ready'; Page: ComponentType };

const loadedPages = new Map<PageLoader, ComponentType>();

/** Loads a page's code before the first render, so that render shows the page itself (the server's, hydrated). */
export async function preloadPage(load: PageLoader): Promise<void> {
  loadedPages.set(load, (await load()).default);
}

/**
 * Loads a page's code on first visit: nothing for 200 ms, then a loading view, an error view with
 * retry after 60 s, and a Reload button when the chunk failed to load (e.g. after a new release).
 */
export function PageSlot({ load }: { load: PageLoader }) {
  const [attempt, setAttempt] = useState(0);
  return <PageLoad key={attempt} load={load} onRetry={() => setAttempt((n) => n + 1)} />;
}

function PageLoad({ load, onRetry }: { load: PageLoader; onRetry: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<SlotState>(() => {
    const Page = loadedPages.get(load);
    return Page ? { status: 'ready', Page } : { status: 'waiting' };
  });

  useEffect(() => {
    const cached = loadedPages.get(load);
    if (cached) {
      setState({ status: 'ready', Page: cached });
      return;
    }
    let active = true;
    setState({ status: 'waiting' });
    const loadingTimer = setTimeout(() => {
      if (active) setState((current) => (current.status === 'waiting' ? { status: 'loading' } : current));
    }, LAZY_PAGE_LOADING_DELAY_MS);
    const errorTimer = setTimeout(() => {
      if (active) setState((current) => (current.status === 'ready' ? current : { status: 'timed-out' }));
    }, LAZY_PAGE_ERROR_AFTER_MS);
    const stopTimers = () => {
      clearTimeout(loadingTimer);
      clearTimeout(errorTimer);
    };
    load().then(
      (module) => {
        stopTimers();
        loadedPages.set(load, module.default);
        // Rendered in slices that yield to the browser: a page's first render is no long task.
        if (active) startTransition(() => setState({ status: 'ready', Page: module.default }));
      },
      () => {
        stopTimers();
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
      stopTimers();
    };
  }, [load]);

  switch (state.status) {
    case 'ready':
      return <state.Page />;
    case 'waiting':
      return <div className="page-slot" />;
    case 'loading':
      return (
        <div className="page-slot page-slot--loading" role="status">
          <span className="spinner spinner--large" aria-hidden="true" />
          <span className="visually-hidden">{t('lazy.loading')}</span>
        </div>
      );
    case 'timed-out':
      return (
        <StatusView
          icon={<CloudOff size={40} />}
          title={t('lazy.timeoutTitle')}
          text={t('lazy.timeoutText')}
          action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
        />
      );
    case 'failed':
      // A failed dynamic import stays failed in the browser's module map, so only a reload helps.
      return (
        <StatusView
          icon={<RefreshCw size={40} />}
          title={t('lazy.chunkTitle')}
          text={t('lazy.chunkText')}
          action={<Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>}
        />
      );
  }
}
