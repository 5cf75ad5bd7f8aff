import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ArrowLeft } from 'lucide-react';
import { Button, useDrawnByServer } from '@dating/ui';
import { AgeChoices } from './AgeChoices';
import type { MatchAnswers } from './answers';
import { PlaceChoices } from './PlaceChoices';
import { QuestionFrame } from './QuestionFrame';
import { QuizProgress } from './QuizProgress';
import { answer, goToStep, QUESTIONS, quizState } from './quiz-state';
import { useQuizCountry } from './useQuizCountry';
import { WhoChoices } from './WhoChoices';

/** One question at a time, Back and Next; Enter answers Next too (each step is a form). */
export function QuizQuestions() {
  const { t } = useTranslation('landers');
  const { step, answers } = useSnapshot(quizState);
  const place = useQuizCountry(answers.country);
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const question = QUESTIONS[step] ?? 'who';
  // drawn by the server, the answers are there to pick and go with the page to the app; going on waits for it
  const drawnByServer = useDrawnByServer();

  // The new question is read out when it appears; not on the page's first render, where the h1 comes first.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const isAnswered = (current: MatchAnswers) =>
    question === 'who' ? current.gender !== null : question === 'age' ? current.age !== null : Boolean(place.country);
  const answered = isAnswered(answers);

  const next = (event: FormEvent) => {
    event.preventDefault();
    // the live state, not this render's snapshot: a choice made just before may not have re-rendered yet
    if (!isAnswered(quizState.answers)) {
      setMissing(true);
      return;
    }
    // the preselected country counts as the answer once the visitor goes on with it
    if (question === 'where' && quizState.answers.country !== place.country) answer('country', place.country);
    setMissing(false);
    goToStep(quizState.step + 1);
  };
  const back = () => {
    setMissing(false);
    goToStep(quizState.step - 1);
  };

  const common = {
    headingRef: heading,
    errorId: 'match-missing',
    error: missing && !answered ? t('quiz.missing') : undefined,
  };
  return (
    <form className="landers-quiz" onSubmit={next} noValidate>
      <QuizProgress step={step} total={QUESTIONS.length} />
      {question === 'who' && (
        <QuestionFrame question={t('quiz.who.question')} {...common}>
          <WhoChoices value={answers.gender} onChange={(value) => answer('gender', value)} />
        </QuestionFrame>
      )}
      {question === 'age' && (
        <QuestionFrame question={t('quiz.age.question')} {...common}>
          <AgeChoices value={answers.age} onChange={(value) => answer('age', value)} />
        </QuestionFrame>
      )}
      {question === 'where' && (
        <QuestionFrame question={t('quiz.where.question')} hint={t('quiz.where.hint')} {...common}>
          <PlaceChoices
            country={place.country}
            countryregion={answers.country === place.country ? answers.countryregion : ''}
            countries={place.countries}
            onCountry={(code) => answer('country', code)}
            onRegion={(code) => {
              if (quizState.answers.country !== place.country) answer('country', place.country);
              answer('countryregion', code);
            }}
          />
        </QuestionFrame>
      )}
      <div className="landers-quiz__actions">
        {step > 0 && (
          <Button variant="secondary" size="lg" onClick={back} icon={<ArrowLeft aria-hidden="true" />}>
            {t('quiz.back')}
          </Button>
        )}
        <Button type="submit" size="lg" className="landers-quiz__next" disabled={drawnByServer}>
          {step === QUESTIONS.length - 1 ? t('quiz.finish') : t('quiz.next')}
        </Button>
      </div>
    </form>
  );
}
