import '../search.css';
import { useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { useSearchMessages } from '../i18n';
import MemberOverview from './MemberOverview';

/** /home: a welcome for the member and a few members to look at. */
export default function HomePage(props: RemotePageProps) {
  const { t } = useSearchMessages();
  const name = useUser().data?.user?.profile.name ?? '';
  return (
    <section className="search-page search-home" aria-labelledby="search-home-heading">
      <h1 id="search-home-heading">{name ? t('home.welcome', { name }) : t('home.welcome_anonymous')}</h1>
      <MemberOverview {...props} />
    </section>
  );
}
