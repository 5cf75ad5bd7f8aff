import '../landers.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { landingVisitPage, type RemotePageProps } from '@dating/routes';
import { useLandersMessages } from '../i18n';
import { isComplete } from '../match/answers';
import { DONE_STEP, goToStep, quizState } from '../match/quiz-state';
import { QuizQuestions } from '../match/QuizQuestions';
import { QuizResult } from '../match/QuizResult';
import { StandaloneFrame } from '../parts/StandaloneFrame';
import { usePageTitle } from '../parts/usePageTitle';
import { VisitorsOnly } from '../parts/VisitorsOnly';
import { useLandingVisit } from '../visit/useLandingVisit';

/**
 * /match-finder (empty layout, docs/product.md §2): three questions, one a screen (who, which ages, where), then the
 * signup form that starts the new member's search with the answers. The answers outlive a reload (sessionStorage).
 */
export default function MatchFinderPage({ route, params, version }: RemotePageProps) {
  useLandersMessages();
  return (
    <VisitorsOnly>
      <StandaloneFrame>
        <MatchFinder version={version} visit={landingVisitPage(route, params)} />
      </StandaloneFrame>
    </VisitorsOnly>
  );
}

function MatchFinder({ version, visit }: { version: string | undefined; visit: string | null }) {
  const { t } = useTranslation('landers');
  const { step, answers } = useSnapshot(quizState);
  useLandingVisit(visit, version);
  usePageTitle('match-finder');
  const done = step >= DONE_STEP && isComplete(answers);
  // kept answers cut short (an old tab, storage edited): back to the first question without an answer
  useEffect(() => {
    if (step >= DONE_STEP && !isComplete(answers)) goToStep(answers.gender === null ? 0 : 1);
  }, [step, answers]);
  return (
    <div className="landers-match">
      <header className="landers-match__head">
        <h1 className="landers-match__title">{t('quiz.title')}</h1>
        <p className="landers-match__intro">{done ? t('quiz.doneIntro') : t('quiz.intro')}</p>
      </header>
      {done ? <QuizResult /> : <QuizQuestions />}
    </div>
  );
}
