import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ArrowLeft, Users } from 'lucide-react';
import { useRegions } from '@dating/api-client';
import { useLanguage } from '@dating/i18n';
import { Button, buttonClassName, Card } from '@dating/ui';
import { SignupSection } from '../parts/SignupSection';
import { searchStartQuery, toSearchStart } from './answers';
import { answersSummary } from './answers-summary';
import { goToStep, QUESTIONS, quizState } from './quiz-state';

/** After the last question: the answers in a line, the signup form that starts its search with them. */
export function QuizResult() {
  const { t } = useTranslation('landers');
  const lng = useLanguage();
  const { answers } = useSnapshot(quizState);
  const regions = useRegions().data;
  const start = toSearchStart(answers);
  if (!start || answers.gender === null || answers.age === null) return null;
  const regionName = regions?.countries
    .find((c) => c.code.toUpperCase() === start.country)
    ?.regions.find((r) => r.code === start.countryregion)?.name;
  return (
    <div className="landers-quiz-result">
      <Card className="landers-summary">
        <p className="landers-summary__label">{t('quiz.summary.label')}</p>
        <p className="landers-summary__text">
          {answersSummary(t, lng, {
            gender: answers.gender,
            age: answers.age,
            country: start.country ?? '',
            regionName,
          })}
        </p>
        <div className="landers-summary__actions">
          <Button
            variant="ghost"
            onClick={() => goToStep(QUESTIONS.length - 1)}
            icon={<ArrowLeft aria-hidden="true" />}
          >
            {t('quiz.change')}
          </Button>
          <Link to={`/signup-matches?${searchStartQuery(start)}`} className={buttonClassName({ variant: 'secondary' })}>
            <Users aria-hidden="true" className="landers-button-icon" />
            {t('quiz.seeMatches')}
          </Link>
        </div>
      </Card>
      <SignupSection title={t('quiz.signup.title')} intro={t('quiz.signup.intro')} searchStart={start} />
    </div>
  );
}
