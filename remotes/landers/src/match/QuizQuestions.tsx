import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, FormSpy, useField, useForm, useFormState } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ArrowLeft } from 'lucide-react';
import { Button, keepEmpty, useDrawnByServer } from '@dating/ui';
import type { AgeBucket } from '@dating/contract';
import { AgeChoices } from './AgeChoices';
import type { MatchAnswers, Seeking } from './answers';
import { PlaceChoices } from './PlaceChoices';
import { QuestionFrame } from './QuestionFrame';
import { QuizProgress } from './QuizProgress';
import { goToStep, QUESTIONS, quizState, type Question } from './quiz-state';
import { useQuizCountry } from './useQuizCountry';
import { WhoChoices } from './WhoChoices';

const questionAt = (step: number): Question => QUESTIONS[step] ?? 'who';

/** The field a question needs answered before Next goes on (where is always answered: a country is preselected). */
const REQUIRED: Record<Question, keyof MatchAnswers | null> = { who: 'gender', age: 'age', where: null };

/** Next refuses the question in view while its answer is missing (the step read live: Back changes it). */
function validate(values: MatchAnswers) {
  const required = REQUIRED[questionAt(quizState.step)];
  return required && values[required] === null ? { [required]: 'missing' } : {};
}

/**
 * One question at a time, Back and Next, in one react-final-form form: Next (or Enter) submits it and goes on once
 * the question in view is answered. The answers' home is the quiz state (valtio, kept for the tab and read by
 * /signup-matches): the form starts from it and every pick is kept there at once.
 */
export function QuizQuestions() {
  const [initialValues] = useState<MatchAnswers>(() => ({ ...quizState.answers }));
  return (
    <Form<MatchAnswers>
      onSubmit={goOn}
      initialValues={initialValues}
      validate={validate}
      subscription={{}}
      render={() => <Questions />}
    />
  );
}

/** Next: the answers kept, the next step shown. */
function goOn(values: MatchAnswers): void {
  Object.assign(quizState.answers, values);
  goToStep(quizState.step + 1);
}

function Questions() {
  const { t } = useTranslation('landers');
  const { step } = useSnapshot(quizState);
  const form = useForm<MatchAnswers>();
  const { submitFailed, hasValidationErrors } = useFormState({
    subscription: { submitFailed: true, hasValidationErrors: true },
  });
  const gender = useField<Seeking | null>('gender', { parse: keepEmpty, allowNull: true }).input;
  const age = useField<AgeBucket | null>('age', { parse: keepEmpty, allowNull: true }).input;
  const country = useField<string>('country', { parse: keepEmpty }).input;
  const region = useField<string>('countryregion', { parse: keepEmpty }).input;
  const place = useQuizCountry(country.value);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const question = questionAt(step);
  // drawn by the server, the answers are there to pick and go with the page to the app; going on waits for it
  const drawnByServer = useDrawnByServer();

  // The new question is read out when it appears; not on the page's first render, where the h1 comes first.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const pickCountry = (code: string) =>
    form.batch(() => {
      // a region belongs to its country
      form.change('country', code);
      form.change('countryregion', '');
    });
  const pickRegion = (code: string) =>
    form.batch(() => {
      if (country.value !== place.country) pickCountry(place.country);
      form.change('countryregion', code);
    });
  const next = (event: FormEvent) => {
    event.preventDefault();
    // the preselected country counts as the answer once the visitor goes on with it
    if (question === 'where' && country.value !== place.country) pickCountry(place.country);
    void form.submit();
  };
  const back = () => {
    form.resetFieldState(REQUIRED[question] ?? 'country');
    goToStep(quizState.step - 1);
  };

  const common = {
    headingRef: heading,
    errorId: 'match-missing',
    error: submitFailed && hasValidationErrors ? t('quiz.missing') : undefined,
  };
  return (
    <form className="landers-quiz" onSubmit={next} noValidate>
      <FormSpy<MatchAnswers>
        subscription={{ values: true }}
        onChange={({ values }) => Object.assign(quizState.answers, values)}
      />
      <QuizProgress step={step} total={QUESTIONS.length} />
      {question === 'who' && (
        <QuestionFrame question={t('quiz.who.question')} {...common}>
          <WhoChoices value={gender.value} onChange={gender.onChange} />
        </QuestionFrame>
      )}
      {question === 'age' && (
        <QuestionFrame question={t('quiz.age.question')} {...common}>
          <AgeChoices value={age.value} onChange={age.onChange} />
        </QuestionFrame>
      )}
      {question === 'where' && (
        <QuestionFrame question={t('quiz.where.question')} hint={t('quiz.where.hint')} {...common}>
          <PlaceChoices
            country={place.country}
            countryregion={country.value === place.country ? region.value : ''}
            countries={place.countries}
            onCountry={pickCountry}
            onRegion={pickRegion}
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
