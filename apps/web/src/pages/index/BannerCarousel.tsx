import type { HomePageConfig } from '@tread/domain';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findPage, pathOf } from '../../app/routes';
import { AppLink } from '../../ui/navigator';

type Banner = HomePageConfig['banners'][number];

function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  if (/^https?:\/\//.test(link)) {
    return (
      <a className="banner" href={link} rel="noopener">
        {children}
      </a>
    );
  }
  if (findPage(pathOf(link))) {
    return (
      <AppLink className="banner" to={link}>
        {children}
      </AppLink>
    );
  }
  return <div className="banner">{children}</div>;
}

/** The home-page offers from the homePage config, swiped sideways. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  };
  const show = (index: number) => {
    const track = trackRef.current;
    track?.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
  };

  return (
    <section className="banners" aria-label={t('home.banners.label')}>
      <ul className="banners__track" ref={trackRef} onScroll={onScroll}>
        {banners.map((banner, position) => (
          <li key={banner.id} className="banners__slide">
            <BannerLink link={banner.link}>
              <img
                className="banner__image"
                src={banner.imageUrl}
                alt=""
                width={780}
                height={390}
                fetchPriority={position === 0 ? 'high' : undefined}
              />
              <span className="banner__text">
                <span className="banner__title">{banner.title}</span>
                <span className="banner__subtitle">{banner.subtitle}</span>
              </span>
            </BannerLink>
          </li>
        ))}
      </ul>
      {banners.length > 1 && (
        <div className="banners__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={`banners__dot${index === current ? ' banners__dot--active' : ''}`}
              aria-label={t('home.banners.goTo', { number: index + 1, total: banners.length })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
