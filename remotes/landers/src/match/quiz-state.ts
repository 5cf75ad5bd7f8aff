import { proxy, subscribe } from 'valtio';
import { answersFrom, NO_ANSWERS, type MatchAnswers } from './answers';

/** sessionStorage: the answers live as long as the tab, so a reload keeps them and a new visit starts fresh. */
export const QUIZ_STORAGE_KEY = 'landers.match-finder';

export const QUESTIONS = ['who', 'age', 'where'] as const;
export type Question = (typeof QUESTIONS)[number];
/** the step after the last question: the signup form with the answers */
export const DONE_STEP = QUESTIONS.length;

export interface QuizState {
  answers: MatchAnswers;
  /** 0..QUESTIONS.length-1 a question, DONE_STEP the signup form */
  step: number;
}

function read(): QuizState {
  try {
    const raw = sessionStorage.getItem(QUIZ_STORAGE_KEY);
    const kept = raw ? (JSON.parse(raw) as Partial<QuizState>) : {};
    const step = typeof kept.step === 'number' && kept.step >= 0 && kept.step <= DONE_STEP ? kept.step : 0;
    return { answers: answersFrom(kept.answers), step };
  } catch {
    // storage refused (private mode) or edited by hand: the quiz starts over
    return { answers: { ...NO_ANSWERS }, step: 0 };
  }
}

function write(state: QuizState): void {
  try {
    sessionStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage full or refused: the answers still live in memory for this page
  }
}

/** Client-only state shared by the match-finder and signup-matches, so valtio, kept in sessionStorage. */
export const quizState = proxy<QuizState>(read());
subscribe(quizState, () => write({ answers: { ...quizState.answers }, step: quizState.step }));

export const goToStep = (step: number) => {
  quizState.step = Math.max(0, Math.min(DONE_STEP, step));
};

/** The kept answers read again (tests start from what they stored; another page may have changed them). */
export function reloadQuiz(): void {
  Object.assign(quizState, read());
}
