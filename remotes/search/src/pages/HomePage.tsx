import '../search.css';
import { Link } from 'react-router-dom';
import { Search } from 'lucide-react';
import { useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { buttonClassName } from '@dating/ui';
import { useSearchMessages } from '../i18n';
import MemberOverview from './MemberOverview';

/** /home: a welcome for the member, the way into the search, and a few members to look at. */
export default function HomePage(props: RemotePageProps) {
  const { t } = useSearchMessages();
  const name = useUser().data?.user?.profile.name ?? '';
  return (
    <section className="search-page search-home" aria-labelledby="search-home-heading">
      <header className="search-home-hero">
        <h1 id="search-home-heading" className="search-home-title">
          {name ? t('home.welcome', { name }) : t('home.welcome_anonymous')}
        </h1>
        <p className="search-home-text">{t('home.intro')}</p>
        <Link to="/members" className={buttonClassName({ variant: 'secondary', className: 'search-home-cta' })}>
          <Search aria-hidden="true" className="search-home-cta-icon" />
          {t('home.search')}
        </Link>
      </header>
      <MemberOverview {...props} />
    </section>
  );
}
