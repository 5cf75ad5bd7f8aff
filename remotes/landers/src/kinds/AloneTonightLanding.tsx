import { Moon } from 'lucide-react';
import { useLanderKindsMessages } from './i18n';
import { LanderHero } from './parts/LanderHero';
import { SignupSection } from './parts/SignupSection';
import { TeaserRow } from './parts/TeaserRow';
import type { KindProps } from './types';

/**
 * alonetonight: an evening mood. The section pins the dark tokens (data-theme), so its colours stay readable
 * whatever the visitor's own theme; the urgency is in words only, no countdown that would not be true.
 */
export default function AloneTonightLanding({ campaign, copy }: KindProps) {
  const { t } = useLanderKindsMessages();
  return (
    <div className="lk-page lk-tonight" data-theme="dark">
      <div className="lk-tonight__sky">
        <Moon className="lk-tonight__moon" aria-hidden="true" />
        <LanderHero copy={copy} className="lk-tonight__hero">
          <p className="lk-tonight__note">{t('tonight.note')}</p>
        </LanderHero>
      </div>
      <TeaserRow audience={campaign.audience} heading={t('tonight.heading')} look="strip" count={10} />
      <SignupSection audience={campaign.audience} className="lk-tonight__signup" />
    </div>
  );
}
