import { useLanderKindsMessages } from './i18n';
import { LanderHero } from './parts/LanderHero';
import { PlaybackButton } from './parts/PlaybackButton';
import { SignupSection } from './parts/SignupSection';
import { TeaserRow } from './parts/TeaserRow';
import { usePlayback } from './parts/usePlayback';
import { DriftCanvas } from './video/DriftCanvas';
import { useRotation } from './parts/useRotation';
import type { KindProps } from './types';

const CAPTIONS = ['video.captions.first', 'video.captions.second', 'video.captions.third'] as const;
/** How long each caption line stays: long enough to read twice at a calm pace. */
const CAPTION_MS = 4000;

/** video: the headline over a moving stage with timed caption lines, the signup form beside it on desktop. */
export default function VideoLanding({ campaign, copy }: KindProps) {
  const { t } = useLanderKindsMessages();
  const { playing, toggle } = usePlayback();
  const line = useRotation(CAPTIONS.length, playing, CAPTION_MS);
  return (
    <div className="lk-page lk-video">
      <div className="lk-video__top">
        <div className="lk-video__stage">
          <DriftCanvas playing={playing} className="lk-video__canvas" />
          <LanderHero copy={copy} className="lk-video__hero">
            <p className="lk-video__caption" aria-live="off">
              {t(CAPTIONS[line]!)}
            </p>
          </LanderHero>
          <PlaybackButton
            className="lk-video__playback"
            playing={playing}
            onToggle={toggle}
            pauseLabel={t('video.pause')}
            playLabel={t('video.play')}
          />
        </div>
        <SignupSection audience={campaign.audience} className="lk-video__signup" />
      </div>
      <TeaserRow audience={campaign.audience} heading={t('teasers.heading')} />
    </div>
  );
}
