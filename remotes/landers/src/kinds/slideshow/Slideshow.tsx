import { a11y } from '@dating/ui';
import { useId } from 'react';
import type { Teaser } from '@dating/contract';
import { useLanderKindsMessages } from '../i18n';
import { MemberPhoto } from '../parts/MemberPhoto';
import { PlaybackButton } from '../parts/PlaybackButton';
import { nameAge, teaserPlace } from '../parts/teaser-text';
import { usePlayback } from '../parts/usePlayback';
import { useRotation } from '../parts/useRotation';

/** How long a member stays on screen before the next fades in. */
const SLIDE_MS = 5000;

export interface SlideshowProps {
  teasers: Teaser[];
  blurred: boolean;
}

/**
 * Members one after another, cross-fading (the fade is CSS, zero under reduced motion through the duration
 * tokens); it starts paused for visitors who ask for less motion, and the button stops it for anyone.
 */
export function Slideshow({ teasers, blurred }: SlideshowProps) {
  const { t } = useLanderKindsMessages();
  const { playing, toggle } = usePlayback();
  const current = useRotation(teasers.length, playing, SLIDE_MS);
  const labelId = useId();
  return (
    <section className="lk-slides" aria-roledescription="carousel" aria-labelledby={labelId}>
      <h2 id={labelId} className={a11y.visuallyHidden}>
        {t('slideshow.label')}
      </h2>
      <div className="lk-slides__stage" aria-live={playing ? 'off' : 'polite'}>
        {teasers.map((teaser, i) => (
          <figure
            key={teaser.id}
            className="lk-slides__slide"
            data-current={i === current || undefined}
            aria-hidden={i !== current}
            aria-roledescription="slide"
            aria-label={t('slideshow.slide', { current: i + 1, total: teasers.length })}
          >
            <MemberPhoto
              teaser={teaser}
              blurred={blurred}
              shape="rounded"
              className="lk-slides__photo"
              firstScreen={i === 0}
            />
            <figcaption className="lk-slides__caption">
              <strong className="lk-slides__name">{nameAge(t, teaser)}</strong>
              {teaserPlace(teaser) && <span className="lk-slides__place">{teaserPlace(teaser)}</span>}
            </figcaption>
          </figure>
        ))}
      </div>
      {teasers.length > 1 && (
        <PlaybackButton
          className="lk-slides__playback"
          playing={playing}
          onToggle={toggle}
          pauseLabel={t('slideshow.pause')}
          playLabel={t('slideshow.play')}
        />
      )}
    </section>
  );
}
