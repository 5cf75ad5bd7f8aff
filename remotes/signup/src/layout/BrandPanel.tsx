import { Heart, MapPin, MessageCircleHeart, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The brand's colour and a short promise beside the form on wide screens (hidden on phones, where the
 * form is all there is). Plain text, read after the form: it adds nothing a member must know.
 */
export function BrandPanel() {
  const { t } = useTranslation('signup');
  return (
    <div className="signup-brand">
      <span className="signup-brand__mark" aria-hidden="true">
        <Heart />
      </span>
      <p className="signup-brand__tagline">{t('brand.tagline')}</p>
      <ul className="signup-brand__points">
        <li>
          <Sparkles aria-hidden="true" />
          {t('brand.point_free')}
        </li>
        <li>
          <MapPin aria-hidden="true" />
          {t('brand.point_near')}
        </li>
        <li>
          <MessageCircleHeart aria-hidden="true" />
          {t('brand.point_chat')}
        </li>
      </ul>
    </div>
  );
}
