import { useTranslation } from 'react-i18next';
import { Cake, Mail, MapPin } from 'lucide-react';
import type { User } from '@dating/contract';
import { useMediaUrl, useTemplateFlags } from '@dating/api-client';

import { countryName } from '@dating/i18n';
import { a11y, Avatar, Card } from '@dating/ui';

/** How other members see the member: photo, name, age and place (the city only where the template shows it). */
export function ProfileSummary({ user }: { user: User }) {
  const { t, i18n } = useTranslation('profile');
  const mediaUrl = useMediaUrl();
  const { showCity } = useTemplateFlags().myProfile;
  const p = user.profile;
  const place = [showCity ? p.city : '', countryName(p.country, i18n.language)].filter(Boolean).join(', ');
  return (
    <Card className="profile-summary" padding="none">
      <div className="profile-summary-cover" aria-hidden="true" />
      <div className="profile-summary-main">
        <Avatar
          src={p.main_image && mediaUrl(p.main_image.thumb_filename)}
          alt={t('summary.photo_alt', { name: p.name })}
          size="lg"
          className="profile-summary-photo"
        />
        <h2 className="profile-summary-name">{p.name}</h2>
        <dl className="profile-summary-facts">
          {p.age !== null && (
            <div>
              <dt className={a11y.visuallyHidden}>{t('summary.age')}</dt>
              <dd>
                <Cake aria-hidden="true" />
                {t('summary.age_value', { age: p.age })}
              </dd>
            </div>
          )}
          {place && (
            <div>
              <dt className={a11y.visuallyHidden}>{t('summary.place')}</dt>
              <dd>
                <MapPin aria-hidden="true" />
                {place}
              </dd>
            </div>
          )}
          <div>
            <dt className={a11y.visuallyHidden}>{t('summary.email')}</dt>
            <dd>
              <Mail aria-hidden="true" />
              {user.email}
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
