import { useTranslation } from 'react-i18next';
import type { User } from '@dating/contract';
import { useMediaUrl } from '@dating/api-client';

/** How other members see the member: photo, name, age and place. */
export function ProfileSummary({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const mediaUrl = useMediaUrl();
  const p = user.profile;
  const place = [p.city, p.country].filter(Boolean).join(', ');
  return (
    <div className="profile-summary">
      {p.main_image ? (
        <img src={mediaUrl(p.main_image.thumb_filename)} alt={t('summary.photo_alt', { name: p.name })} width={96} height={96} />
      ) : (
        <div className="profile-summary-nophoto" aria-hidden="true">{p.name.slice(0, 1).toUpperCase()}</div>
      )}
      <dl>
        <dt>{t('summary.email')}</dt>
        <dd>{user.email}</dd>
        {p.age !== null && (<><dt>{t('summary.age')}</dt><dd>{p.age}</dd></>)}
        {place && (<><dt>{t('summary.place')}</dt><dd>{place}</dd></>)}
      </dl>
    </div>
  );
}
