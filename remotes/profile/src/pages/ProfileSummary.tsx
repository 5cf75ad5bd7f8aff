import { useTranslation } from 'react-i18next';
import type { User } from '@dating/contract';
import { useMediaUrl, useSettings } from '@dating/api-client';
import { resolveTemplate } from '@dating/config';
import { countryName } from '@dating/i18n';
import { Avatar } from '@dating/ui';

/** How other members see the member: photo, name, age and place (the city only where the template shows it). */
export function ProfileSummary({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const mediaUrl = useMediaUrl();
  const { showCity } = resolveTemplate(useSettings().data?.template ?? 'classic').flags.myProfile;
  const p = user.profile;
  const place = [showCity ? p.city : '', countryName(p.country, i18n.language)].filter(Boolean).join(', ');
  return (
    <div className="profile-summary">
      <Avatar
        src={p.main_image && mediaUrl(p.main_image.thumb_filename)}
        alt={t('summary.photo_alt', { name: p.name })}
        size="lg"
      />
      <dl>
        <dt>{t('summary.email')}</dt>
        <dd>{user.email}</dd>
        {p.age !== null && (
          <>
            <dt>{t('summary.age')}</dt>
            <dd>{p.age}</dd>
          </>
        )}
        {place && (
          <>
            <dt>{t('summary.place')}</dt>
            <dd>{place}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
