import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { countryName, useLanguage } from '@dating/i18n';
import { LoadError } from '@dating/ui';
import { useTeasers, type TeaserQuery } from '../teasers/useTeasers';
import { BlurredNote } from './BlurredNote';
import { SectionHeading } from './SectionHeading';
import { TeaserGrid, TeaserGridSkeleton } from './TeaserGrid';

/** A few real members near the visitor (their country by IP), under a heading naming that country. */
export function NearbyMembers({ query }: { query: TeaserQuery }) {
  const { t } = useTranslation('landers');
  const lng = useLanguage();
  const headingId = useId();
  const teasers = useTeasers(query);
  const data = teasers.data;
  // nobody to show: the section would only promise what it cannot keep
  if (data && data.profiles.length === 0) return null;
  const country = data?.country ? countryName(data.country, lng) : '';
  return (
    <section className="landers-section" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={t('nearby.title')} intro={t('nearby.intro')} />
      {country && (
        <p className="landers-place">
          <MapPin aria-hidden="true" />
          {country}
        </p>
      )}
      {teasers.isPending && <TeaserGridSkeleton count={query.count ?? 8} label={t('teasers.loading')} />}
      {teasers.isError && (
        <LoadError error={teasers.error} retrying={teasers.isFetching} onRetry={() => void teasers.refetch()} />
      )}
      {data && (
        <>
          {data.blurred && <BlurredNote />}
          <TeaserGrid teasers={data.profiles} blurred={data.blurred} />
        </>
      )}
    </section>
  );
}
