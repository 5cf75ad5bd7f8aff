import '../search.css';
import { Link } from 'react-router-dom';
import { ArrowRight, Users } from 'lucide-react';
import { getSearch } from '@dating/contract';
import { useApiQuery, useTemplateFlags, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { buttonClassName, EmptyState } from '@dating/ui';
import { useSearchMessages } from '../i18n';
import { ResultGrid } from '../search/ResultGrid';
import { SkeletonGrid } from '../search/SkeletonGrid';
import { useLikedIds } from '../likes/useLikedIds';

/** How many members the widget shows. */
const OVERVIEW_SIZE = 4;

/**
 * A few members from the member's usual search, nearest first (source=home), without saving it as their last search
 * (the error page and /home).
 */
export default function MemberOverview(_props: Partial<RemotePageProps>) {
  const { t } = useSearchMessages();
  const user = useUser().data?.user ?? null;
  const flags = useTemplateFlags();
  const search = useApiQuery(
    getSearch,
    { query: { auto_load: '1', do_not_save: '1', source: 'home', page: 1, pp: OVERVIEW_SIZE } },
    { staleTime: 60_000 },
  );
  const likedIds = useLikedIds(Boolean(user));
  const profiles = search.data?.profiles.slice(0, OVERVIEW_SIZE) ?? [];
  const more = (
    <Link to="/members" className={buttonClassName({ variant: 'secondary', className: 'search-overview-more' })}>
      {t('overview.more')}
      <ArrowRight aria-hidden="true" className="search-overview-arrow" />
    </Link>
  );
  return (
    <section className="search-overview" aria-labelledby="search-overview-heading">
      <h2 id="search-overview-heading" className="search-subtitle">
        {t('overview.heading')}
      </h2>
      {search.isPending && <SkeletonGrid label={t('results.loading')} count={OVERVIEW_SIZE} size="compact" />}
      {search.data && profiles.length === 0 && (
        <EmptyState icon={<Users />} headingLevel={3} title={t('results.none')} action={more} />
      )}
      {profiles.length > 0 && (
        <ResultGrid
          profiles={profiles}
          isMember={Boolean(user)}
          likedIds={likedIds}
          showCity={flags.profileSearchProfile.showCity}
          size="compact"
        />
      )}
      {profiles.length > 0 && <p className="search-overview-foot">{more}</p>}
    </section>
  );
}
