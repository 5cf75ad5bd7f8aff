import { useId } from 'react';
import { useLanderKindsMessages } from './i18n';
import { LanderHero } from './parts/LanderHero';
import { SignupSection } from './parts/SignupSection';
import { TeasersState } from './parts/TeasersState';
import { useCampaignTeasers } from './parts/useCampaignTeasers';
import { PostCard } from './social/PostCard';
import type { KindProps } from './types';

/** socialnetwork: a feed of members as posts in the main column, the signup form in a side column on desktop. */
export default function SocialNetworkLanding({ campaign, copy }: KindProps) {
  const { t } = useLanderKindsMessages();
  const teasers = useCampaignTeasers(campaign.audience, 8);
  const feedId = useId();
  return (
    <div className="lk-page lk-social">
      <LanderHero copy={copy} className="lk-social__hero" />
      <div className="lk-social__columns">
        <section className="lk-social__feed" aria-labelledby={feedId}>
          <h2 id={feedId} className="lk-section-heading">
            {t('social.feedHeading')}
          </h2>
          <TeasersState teasers={teasers} placeholders={2} placeholderClassName="lk-social__posts">
            {({ profiles, blurred }) => (
              <>
                {blurred && <p className="lk-note">{t('teasers.blurred')}</p>}
                <ul className="lk-social__posts">
                  {profiles.map((teaser, i) => (
                    <li key={teaser.id}>
                      <PostCard teaser={teaser} blurred={blurred} firstScreen={i === 0} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </TeasersState>
        </section>
        <aside className="lk-social__side">
          <SignupSection audience={campaign.audience} className="lk-sticky" />
        </aside>
      </div>
    </div>
  );
}
