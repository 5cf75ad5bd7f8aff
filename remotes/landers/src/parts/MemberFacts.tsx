import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { Teaser } from '@dating/contract';
import { countryName, useLanguage } from '@dating/i18n';

/** "Anna, 36" with the age only when the member shows it. */
export function useNameAge() {
  const { t } = useTranslation('landers');
  return (member: Teaser) =>
    member.age === null ? member.name : t('teaser.nameAge', { name: member.name, age: member.age });
}

/** "Utrecht, Netherlands": the city and the country's name in the visitor's language, whichever are known. */
export function usePlace() {
  const lng = useLanguage();
  return (member: Teaser) => [member.city, countryName(member.country, lng)].filter(Boolean).join(', ');
}

/** The member's place with a pin, as a line under their name. */
export function MemberPlace({ member, className }: { member: Teaser; className?: string }) {
  const place = usePlace()(member);
  if (!place) return null;
  return (
    <p className={['landers-place', className].filter(Boolean).join(' ')}>
      <MapPin aria-hidden="true" />
      {place}
    </p>
  );
}
