import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Swipeable product images with dots; the first is the main image. */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  const onScroll = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return;
    setIndex(Math.round(element.scrollLeft / element.clientWidth));
  };

  const show = (to: number) => {
    const element = track.current;
    element?.scrollTo?.({ left: to * element.clientWidth, behavior: 'smooth' });
    setIndex(to);
  };

  return (
    <div className="gallery">
      <ul
        ref={track}
        className="gallery__track"
        onScroll={onScroll}
        aria-label={t('catalog.product.gallery', { name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard
        tabIndex={0}
      >
        {images.map((src, position) => (
          <li key={src} className="gallery__slide">
            <img
              src={src}
              alt={t('catalog.product.imageAlt', { name, number: position + 1, total: images.length })}
              width={320}
              height={320}
              fetchPriority={position === 0 ? 'high' : undefined}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <div className="gallery__dots">
          {images.map((src, position) => (
            <button
              key={src}
              type="button"
              className={`gallery__dot${position === index ? ' gallery__dot--active' : ''}`}
              aria-label={t('catalog.product.showImage', { number: position + 1, total: images.length })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => show(position)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
