import { useLanderKindsMessages } from './i18n';
import { LanderHero } from './parts/LanderHero';
import { SignupSection } from './parts/SignupSection';
import { TeaserRow } from './parts/TeaserRow';
import type { KindProps } from './types';

/** gallery: the headline over a wall of member photos, the signup form beside it (below on a phone). */
export default function GalleryLanding({ campaign, copy }: KindProps) {
  const { t } = useLanderKindsMessages();
  return (
    <div className="lk-page lk-gallery">
      <LanderHero copy={copy} className="lk-gallery__hero" />
      <div className="lk-gallery__body">
        <TeaserRow audience={campaign.audience} heading={t('gallery.heading')} count={12} />
        <SignupSection audience={campaign.audience} className="lk-gallery__signup lk-sticky" />
      </div>
    </div>
  );
}
