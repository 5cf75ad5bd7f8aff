import { useId } from 'react';
import { countryName, useLanguage } from '@dating/i18n';
import { useLanderKindsMessages } from './i18n';
import { CountryMap } from './map/CountryMap';
import { LanderHero } from './parts/LanderHero';
import { SignupSection } from './parts/SignupSection';
import { TeasersState } from './parts/TeasersState';
import { useCampaignTeasers } from './parts/useCampaignTeasers';
import type { KindProps } from './types';

/** maplanding: the campaign's members as dots on a map of the visitor's country, drawn from shipped geometry. */
export default function MapLanding({ campaign, copy }: KindProps) {
  const { t } = useLanderKindsMessages();
  const language = useLanguage();
  const teasers = useCampaignTeasers(campaign.audience, 24);
  const mapId = useId();
  return (
    <div className="lk-page lk-maplanding">
      <LanderHero copy={copy} className="lk-maplanding__hero" />
      <div className="lk-maplanding__body">
        <section className="lk-map" aria-labelledby={mapId}>
          <h2 id={mapId} className="lk-section-heading">
            {t('map.heading')}
          </h2>
          <TeasersState teasers={teasers} placeholders={1} placeholderClassName="lk-map__frame">
            {({ profiles, country }) => (
              <CountryMap country={country} countryLabel={countryName(country, language)} teasers={profiles} />
            )}
          </TeasersState>
        </section>
        <SignupSection audience={campaign.audience} className="lk-maplanding__signup lk-sticky" />
      </div>
    </div>
  );
}
