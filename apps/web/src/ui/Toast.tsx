import { useEffect } from 'react';
import { useToastStore } from './toast';

/** The one toast on screen; screen readers hear it through the live region. */
export function Toast() {
  const current = useToastStore((state) => state.current);
  const hide = useToastStore((state) => state.hide);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => hide(current.id), current.durationMs);
    return () => clearTimeout(timer);
  }, [current, hide]);

  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {current && (
        <div className="toast" key={current.id}>
          {current.text}
        </div>
      )}
    </div>
  );
}
