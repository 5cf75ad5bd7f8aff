import { Drama } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettings, useUser } from '@dating/api-client';
import type { Profile } from '@dating/contract';

/**
 * Whether a profile carries the fictional icon: the profile is one the site runs (Profile.fictional) and the member's
 * (or else the site's) fictional_icon setting says such profiles are marked (docs/product.md §3).
 */
export function useShowsFictionalIcon(profile: Profile): boolean {
  const user = useUser().data?.user;
  const site = useSettings().data?.fictional_icon;
  const marked = user?.fictional_icon ?? site ?? false;
  return marked && profile.fictional === true;
}

/** The fictional-profile mark beside a name, named for screen readers and on hover. */
export function FictionalIcon({ profile }: { profile: Profile }) {
  const { t } = useTranslation('chat');
  if (!useShowsFictionalIcon(profile)) return null;
  return (
    <span className="chat-fictional" role="img" aria-label={t('fictional')} title={t('fictional')}>
      <Drama aria-hidden="true" />
    </span>
  );
}
