import { Link } from 'react-router-dom';
import { Heart } from 'lucide-react';
import { useSettings } from '@dating/api-client';
import { buttonClassName } from '@dating/ui';
import { useTranslation } from 'react-i18next';

export interface BrandHeaderProps {
  /** where "log in" sends a member back to afterwards; the login page's own default when left out */
  loginTo?: string;
  className?: string;
}

/**
 * The empty-layout pages have no host navigation: this small header is how a visitor gets home, and how a
 * member who landed here by accident gets in.
 */
export function BrandHeader({ loginTo = '/login', className }: BrandHeaderProps) {
  const { t } = useTranslation('landers');
  const siteName = useSettings().data?.name;
  return (
    <header className={['landers-brand', className].filter(Boolean).join(' ')}>
      <Link to="/" className="landers-brand__home" aria-label={siteName ? undefined : t('brand.home')}>
        <Heart aria-hidden="true" className="landers-brand__mark" />
        {siteName && <span>{siteName}</span>}
      </Link>
      <Link to={loginTo} className={buttonClassName({ variant: 'secondary', className: 'landers-brand__login' })}>
        {t('brand.login')}
      </Link>
    </header>
  );
}
