import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';

export interface PhotoViewerProps {
  photos: readonly string[];
  /** The photo shown; null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** Under the photo, e.g. the review it belongs to. */
  caption?: (index: number) => ReactNode;
}

/** A review photo at full width, with the previous and next of the same set. */
export function PhotoViewer({ photos, index, onIndex, caption }: PhotoViewerProps) {
  const { t } = useTranslation();
  const shown = index === null ? undefined : photos[index];
  const count = photos.length;
  const step = (by: number) => index !== null && onIndex((index + by + count) % count);
  return (
    <Modal
      open={shown !== undefined}
      title={t('reviews.photos.viewerTitle', { number: (index ?? 0) + 1, total: count })}
      onClose={() => onIndex(null)}
      footer={
        count > 1 && (
          <div className="photo-viewer__steps">
            <button type="button" className="icon-button" onClick={() => step(-1)}>
              <ChevronLeft size={24} aria-hidden="true" />
              <span className="visually-hidden">{t('reviews.photos.previous')}</span>
            </button>
            <button type="button" className="icon-button" onClick={() => step(1)}>
              <span className="visually-hidden">{t('reviews.photos.next')}</span>
              <ChevronRight size={24} aria-hidden="true" />
            </button>
          </div>
        )
      }
    >
      {shown && <img className="photo-viewer__photo" src={shown} alt={t('reviews.photos.alt')} />}
      {index !== null && caption?.(index)}
    </Modal>
  );
}
