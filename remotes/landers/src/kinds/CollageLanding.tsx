import { a11y } from '@dating/ui';
import { useId } from 'react';
import { useLanderKindsMessages } from './i18n';
import { BrandHeader } from '../parts/BrandHeader';
import { LanderHero } from './parts/LanderHero';
import { LegalLinks } from '../parts/LegalLinks';
import { MemberPhoto } from './parts/MemberPhoto';
import { SignupSection } from './parts/SignupSection';
import { TeasersState } from './parts/TeasersState';
import { useCampaignTeasers } from './parts/useCampaignTeasers';
import type { KindProps } from './types';

/**
 * Members in the collage: four rows of four on a phone, two of eight wider. The shapes that stand in while they load
 * are as many, so the card under the collage stays where it is drawn (it moved by a fifth of the screen).
 */
const COLLAGE_PHOTOS = 16;

/**
 * collagelanding (empty layout: the page alone): a full-bleed collage of member photos behind a centred card
 * with the headline and the signup form. It brings its own brand line and legal links.
 */
export default function CollageLanding({ campaign, copy }: KindProps) {
  const { t } = useLanderKindsMessages();
  const teasers = useCampaignTeasers(campaign.audience, COLLAGE_PHOTOS);
  const collageId = useId();
  return (
    <div className="lk-page lk-page--bare lk-collage">
      <BrandHeader />
      <div className="lk-collage__stage">
        <section className="lk-collage__photos" aria-labelledby={collageId}>
          <h2 id={collageId} className={a11y.visuallyHidden}>
            {t('collage.heading')}
          </h2>
          <TeasersState teasers={teasers} placeholders={COLLAGE_PHOTOS} placeholderClassName="lk-collage__grid">
            {({ profiles, blurred }) => (
              <ul className="lk-collage__grid">
                {profiles.map((teaser) => (
                  <li key={teaser.id}>
                    <MemberPhoto teaser={teaser} blurred={blurred} shape="rounded" className="lk-collage__photo" />
                  </li>
                ))}
              </ul>
            )}
          </TeasersState>
        </section>
        <div className="lk-collage__card">
          <LanderHero copy={copy} className="lk-collage__hero" showCta={false} />
          <SignupSection audience={campaign.audience} />
        </div>
      </div>
      <LegalLinks />
    </div>
  );
}
