import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export interface OverlayProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Shared dialog behavior of Modal and Sheet: portal, backdrop, Escape, focus kept inside and restored. */
export function Overlay({
  open,
  title,
  onClose,
  children,
  footer,
  kind,
}: OverlayProps & { kind: 'modal' | 'sheet' }) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    panel?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      previouslyFocused?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={`overlay overlay--${kind}`}>
      <button
        type="button"
        className="overlay__backdrop"
        aria-label={t('nav.close')}
        tabIndex={-1}
        onClick={onClose}
      />
      <div
        ref={panelRef}
        className={`overlay__panel ${kind}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {kind === 'sheet' && <span className="sheet__handle" aria-hidden="true" />}
        <div className="overlay__head">
          <h2 id={titleId} className="overlay__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('nav.close')} onClick={onClose}>
            <X size={22} aria-hidden="true" />
          </button>
        </div>
        <div className="overlay__body">{children}</div>
        {footer && <div className="overlay__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
