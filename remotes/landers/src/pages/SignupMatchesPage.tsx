import '../landers.css';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import type { SearchStart } from '@dating/contract';
import { landingVisitPage, type RemotePageProps } from '@dating/routes';
import { a11y, buttonClassName, Card, EmptyState, LoadError } from '@dating/ui';
import { useLandersMessages } from '../i18n';
import { MatchesSummary } from '../match/MatchesSummary';
import { useMatchesStart } from '../match/useMatchesStart';
import { BlurredNote } from '../parts/BlurredNote';
import { SignupSection } from '../parts/SignupSection';
import { StandaloneFrame } from '../parts/StandaloneFrame';
import { TeaserGrid, TeaserGridSkeleton } from '../parts/TeaserGrid';
import { usePageTitle } from '../parts/usePageTitle';
import { VisitorsOnly } from '../parts/VisitorsOnly';
import { useTeasers, type TeaserQuery } from '../teasers/useTeasers';
import { useLandingVisit } from '../visit/useLandingVisit';

const MATCHES = 12;

/**
 * /signup-matches (empty layout, docs/product.md §2): members who fit the match-finder's answers, then the signup
 * form that starts the search with the same answers.
 */
export default function SignupMatchesPage({ route, params, version }: RemotePageProps) {
  useLandersMessages();
  return (
    <VisitorsOnly>
      <StandaloneFrame>
        <SignupMatches version={version} visit={landingVisitPage(route, params)} />
      </StandaloneFrame>
    </VisitorsOnly>
  );
}

const teaserQuery = (start: SearchStart | null): TeaserQuery =>
  start
    ? {
        gender: start.gender,
        min_age: start.min_age,
        max_age: start.max_age,
        ...(start.country ? { country: start.country } : {}),
        count: MATCHES,
      }
    : { count: MATCHES };

function SignupMatches({ version, visit }: { version: string | undefined; visit: string | null }) {
  const { t } = useTranslation('landers');
  const start = useMatchesStart();
  const teasers = useTeasers(teaserQuery(start));
  const gridHeading = useId();
  useLandingVisit(visit, version);
  usePageTitle('signup-matches');
  const data = teasers.data;
  return (
    <div className="landers-matches">
      <header className="landers-match__head">
        <h1 className="landers-match__title">{t('matches.title')}</h1>
        <MatchesSummary start={start} />
      </header>
      <section className="landers-section" aria-labelledby={gridHeading}>
        <h2 id={gridHeading} className={a11y.visuallyHidden}>
          {t('matches.gridTitle')}
        </h2>
        {teasers.isPending && <TeaserGridSkeleton count={MATCHES} label={t('teasers.loading')} />}
        {teasers.isError && (
          <LoadError error={teasers.error} retrying={teasers.isFetching} onRetry={() => void teasers.refetch()} />
        )}
        {data && data.profiles.length === 0 && (
          <Card padding="none">
            <EmptyState
              icon={<SearchX />}
              title={t('matches.empty.title')}
              action={
                <Link to="/match-finder" className={buttonClassName()}>
                  {t('matches.empty.action')}
                </Link>
              }
            >
              <p>{t('matches.empty.text')}</p>
            </EmptyState>
          </Card>
        )}
        {data && data.profiles.length > 0 && (
          <>
            {data.blurred && <BlurredNote />}
            <TeaserGrid teasers={data.profiles} blurred={data.blurred} />
          </>
        )}
      </section>
      <SignupSection
        title={t('matches.signup.title')}
        intro={t('matches.signup.intro')}
        searchStart={start ?? undefined}
      />
    </div>
  );
}
