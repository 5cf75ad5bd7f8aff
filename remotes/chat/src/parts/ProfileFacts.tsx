import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@dating/contract';
import { a11y } from '@dating/ui';
import { FictionalIcon } from './FictionalIcon';

/** After the name in a heading: the age (the number shown, the phrase spoken) and the fictional icon. */
export function AgeAndMark({ profile }: { profile: Profile }) {
  const { t } = useTranslation('chat');
  return (
    <>
      {profile.age !== null && (
        <>
          <span className="chat-topbar-age" aria-hidden="true">
            {profile.age}
          </span>
          <span className={a11y.visuallyHidden}>{t('age', { age: profile.age })}</span>
        </>
      )}
      <FictionalIcon profile={profile} />
    </>
  );
}

/** Where the member lives, under their name; nothing for a profile without a city. */
export function CityLine({ city }: { city: string }) {
  if (!city) return null;
  return (
    <p className="chat-topbar-city">
      <MapPin aria-hidden="true" />
      {city}
    </p>
  );
}
