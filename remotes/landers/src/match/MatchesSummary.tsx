import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SlidersHorizontal } from 'lucide-react';
import { rangeToBucket, type SearchStart } from '@dating/contract';
import { useRegions } from '@dating/api-client';
import { useLanguage } from '@dating/i18n';
import { answersFromSearchStart } from './answers';
import { answersSummary } from './answers-summary';
import { quizState } from './quiz-state';

/** Whom the matches are for, and the way to change it: the quiz, opened on the answers shown here. */
export function MatchesSummary({ start }: { start: SearchStart | null }) {
  const { t } = useTranslation('landers');
  const lng = useLanguage();
  const regions = useRegions().data;
  const regionName = start?.countryregion
    ? regions?.countries
        .find((c) => c.code.toUpperCase() === start.country)
        ?.regions.find((r) => r.code === start.countryregion)?.name
    : undefined;
  const takeUp = () => {
    if (start) Object.assign(quizState, { answers: answersFromSearchStart(start), step: 0 });
  };
  return (
    <div className="landers-matches-summary">
      <p className="landers-matches-summary__text">
        {start
          ? answersSummary(t, lng, {
              gender: start.gender,
              age: rangeToBucket(start),
              country: start.country ?? '',
              regionName,
            })
          : t('matches.unfiltered')}
      </p>
      <Link to="/match-finder" className="landers-link" onClick={takeUp}>
        <SlidersHorizontal aria-hidden="true" />
        {start ? t('matches.change') : t('matches.takeQuiz')}
      </Link>
    </div>
  );
}
