import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { a11y, Avatar, IconButton } from '@dating/ui';

export interface GalleryPhoto {
  key: string;
  src: string;
  /** the photo's narrower sizes with their widths (`480w`), for the browser to load the one its screen needs */
  srcSet?: string;
}

/**
 * How wide a photo is shown (search.css, .search-member): the page's width on a phone, the gallery's column from
 * 48rem and 64rem on. With srcSet it lets a 390 px phone load the 480 or 1,080 px size, never the 2,000 px photo.
 */
const GALLERY_SIZES = '(min-width: 64rem) 28rem, (min-width: 48rem) 24rem, 100vw';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A member's photos, one per view: swiped on a phone (CSS scroll snap, the browser's own scrolling), the
 * previous and next buttons or the arrow keys on the focused strip elsewhere. Dots and a counter say where
 * the member is; a reader hears 'photo 2 of 5' as it changes. At either end a button is marked disabled rather
 * than disabled outright, so the keyboard focus stays on it.
 */
export function PhotoGallery({ name, photos }: { name: string; photos: GalleryPhoto[] }) {
  const { t } = useTranslation('search');
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const count = photos.length;

  const goTo = (next: number) => {
    const target = Math.max(0, Math.min(count - 1, next));
    setIndex(target);
    const el = track.current;
    el?.scrollTo?.({ left: target * el.clientWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };
  // A swipe moves the strip without the buttons: the position is read back from where it came to rest.
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setIndex(Math.max(0, Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth))));
  };

  if (count === 0) {
    return (
      <div className="search-gallery search-gallery--empty">
        <Avatar size="fill" shape="rounded" className="search-gallery-fallback" />
        <p className="search-gallery-none">{t('member.no_photos')}</p>
      </div>
    );
  }
  return (
    <section className="search-gallery" aria-label={t('member.gallery_label', { name })}>
      <ul className="search-gallery-track" ref={track} onScroll={onScroll} tabIndex={count > 1 ? 0 : undefined}>
        {photos.map((photo, i) => (
          <li key={photo.key} className="search-gallery-slide">
            <img
              className="search-gallery-img"
              src={photo.src}
              srcSet={photo.srcSet}
              sizes={photo.srcSet ? GALLERY_SIZES : undefined}
              alt={t('member.photo_alt', { name, index: i + 1 })}
              width={480}
              height={600}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {count > 1 && (
        <>
          <IconButton
            variant="overlay"
            className="search-gallery-step search-gallery-step--previous"
            label={t('member.previous_photo')}
            icon={<ChevronLeft aria-hidden="true" />}
            aria-disabled={index === 0}
            onClick={() => goTo(index - 1)}
          />
          <IconButton
            variant="overlay"
            className="search-gallery-step search-gallery-step--next"
            label={t('member.next_photo')}
            icon={<ChevronRight aria-hidden="true" />}
            aria-disabled={index === count - 1}
            onClick={() => goTo(index + 1)}
          />
          <p className="search-gallery-counter">
            <span aria-hidden="true">
              {index + 1} / {count}
            </span>
            <span className={a11y.visuallyHidden} aria-live="polite">
              {t('member.photo_position', { index: index + 1, count })}
            </span>
          </p>
          <span className="search-gallery-dots" aria-hidden="true">
            {photos.map((photo, i) => (
              <span key={photo.key} className={i === index ? 'search-gallery-dot is-current' : 'search-gallery-dot'} />
            ))}
          </span>
        </>
      )}
    </section>
  );
}
