import { ConsoleError } from '../api/client';

/** The one way the console shows a refusal or failure: the server's own message, in an alert. */
export function Refusal({ error }: { error: unknown }) {
  if (!error) return null;
  const message =
    error instanceof ConsoleError || error instanceof Error ? error.message : 'Something went wrong';
  return (
    <div role="alert" className="refusal">
      {message}
    </div>
  );
}
