import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../api/client';

/**
 * A form's submit: busy while it runs, ignores taps meanwhile, and keeps the server's refusal
 * (a 4xx message the spec words) to show in the form. Server and network errors already toasted.
 */
export function useFormAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(async (action: () => Promise<void>): Promise<boolean> => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      if (isApiError(caught) && caught.kind === 'http' && caught.status < 500 && caught.status !== 401) {
        setError(caught.message);
      } else if (!isApiError(caught)) {
        throw caught;
      }
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, error, setError, run };
}
