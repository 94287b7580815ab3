import { useState } from 'react';
import { Dialog } from './Dialog';

/**
 * A shopper's photos (refund vouchers, review photos) as thumbnails; a click opens one large in a dialog, with
 * the others a step away. `small` fits a table row.
 */
export function Photos({
  urls,
  of,
  small = false,
}: {
  urls: readonly string[];
  of: string;
  small?: boolean;
}) {
  const [shown, setShown] = useState<number | null>(null);
  if (urls.length === 0) return null;
  const url = shown === null ? undefined : urls[shown];
  return (
    <>
      <ul className={`photos${small ? ' photos--small' : ''}`} aria-label={`Photos of ${of}`}>
        {urls.map((photo, index) => (
          <li key={photo}>
            <button type="button" className="photos__thumb" onClick={() => setShown(index)}>
              <img src={photo} alt="" loading="lazy" />
              <span className="visually-hidden">
                Enlarge photo {index + 1} of {urls.length} of {of}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {shown !== null && url && (
        <Dialog title={`Photo ${shown + 1} of ${urls.length} · ${of}`} wide onClose={() => setShown(null)}>
          <img className="photos__large" src={url} alt={`${of}, ${shown + 1} of ${urls.length}`} />
          <div className="form-actions">
            {urls.length > 1 && (
              <>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={shown === 0}
                  onClick={() => setShown(shown - 1)}
                >
                  Previous
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={shown === urls.length - 1}
                  onClick={() => setShown(shown + 1)}
                >
                  Next
                </button>
              </>
            )}
            <button type="button" className="button" data-autofocus onClick={() => setShown(null)}>
              Close
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
