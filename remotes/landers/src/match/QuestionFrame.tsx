import type { ReactNode, Ref } from 'react';

export interface QuestionFrameProps {
  /** the question, read as the group's name */
  question: string;
  hint?: string;
  /** the step's heading takes focus when the step appears, so a screen reader reads the new question */
  headingRef?: Ref<HTMLHeadingElement>;
  /** said when Next is pressed without an answer */
  error?: string;
  errorId: string;
  children: ReactNode;
}

/** One question of the quiz: a fieldset whose legend is the question, the choices, and why Next refused. */
export function QuestionFrame({ question, hint, headingRef, error, errorId, children }: QuestionFrameProps) {
  return (
    <fieldset className="landers-question" aria-describedby={error ? errorId : undefined}>
      <legend className="landers-question__legend">
        <h2 ref={headingRef} tabIndex={-1} className="landers-question__title">
          {question}
        </h2>
      </legend>
      {hint && <p className="landers-question__hint">{hint}</p>}
      <div className="landers-question__choices">{children}</div>
      {error && (
        <p id={errorId} role="alert" className="landers-question__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
