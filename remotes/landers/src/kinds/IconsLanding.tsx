import { useId } from 'react';
import { Heart, MessageCircle, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { useLanderKindsMessages } from './i18n';
import { LanderHero } from './parts/LanderHero';
import { SignupSection } from './parts/SignupSection';
import { TeaserRow } from './parts/TeaserRow';
import type { KindProps } from './types';

/** One icon per selling point, in the order marketing writes them (at most four). */
const ICONS: LucideIcon[] = [Heart, MessageCircle, ShieldCheck, Sparkles];

/** iconslanding: the campaign's selling points as big icon tiles, then members and the form. */
export default function IconsLanding({ campaign, copy }: KindProps) {
  const { t } = useLanderKindsMessages();
  const pointsId = useId();
  return (
    <div className="lk-page lk-icons">
      <LanderHero copy={copy} className="lk-icons__hero" />
      {copy.points.length > 0 && (
        <section aria-labelledby={pointsId} className="lk-icons__points">
          <h2 id={pointsId} className="lk-section-heading">
            {t('icons.heading')}
          </h2>
          <ul className="lk-icons__tiles">
            {copy.points.map((point, i) => {
              const Icon = ICONS[i % ICONS.length]!;
              return (
                <li key={point} className="lk-icons__tile">
                  <span className="lk-icons__icon">
                    <Icon aria-hidden="true" />
                  </span>
                  <p className="lk-icons__point">{point}</p>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <div className="lk-icons__body">
        <TeaserRow audience={campaign.audience} heading={t('teasers.heading')} count={6} />
        <SignupSection audience={campaign.audience} className="lk-icons__signup lk-sticky" />
      </div>
    </div>
  );
}
