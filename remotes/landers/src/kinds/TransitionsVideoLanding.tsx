import { useLanderKindsMessages } from './i18n';
import { BrandHeader } from '../parts/BrandHeader';
import { LanderHero } from './parts/LanderHero';
import { LegalLinks } from '../parts/LegalLinks';
import { SignupSection } from './parts/SignupSection';
import { TeasersState } from './parts/TeasersState';
import { useCampaignTeasers } from './parts/useCampaignTeasers';
import { Slideshow } from './slideshow/Slideshow';
import type { KindProps } from './types';

/**
 * transitionsvideolanding (empty layout): the headline, a cross-fading slideshow of members with their name
 * and city, and the signup form below. It brings its own brand line and legal links.
 */
export default function TransitionsVideoLanding({ campaign, copy }: KindProps) {
  const { t } = useLanderKindsMessages();
  const teasers = useCampaignTeasers(campaign.audience, 10);
  return (
    <div className="lk-page lk-page--bare lk-transitions">
      <BrandHeader />
      <div className="lk-transitions__body">
        <LanderHero copy={copy} className="lk-transitions__hero" />
        <TeasersState teasers={teasers} placeholders={1} placeholderClassName="lk-slides__stage">
          {({ profiles, blurred }) => (
            <>
              {blurred && <p className="lk-note">{t('teasers.blurred')}</p>}
              <Slideshow teasers={profiles} blurred={blurred} />
            </>
          )}
        </TeasersState>
        <SignupSection audience={campaign.audience} className="lk-transitions__signup" />
      </div>
      <LegalLinks />
    </div>
  );
}
