import { useTranslation } from 'react-i18next';

/** "Question 2 of 3" in words and as a bar; the bar is the same information, so readers hear it once. */
export function QuizProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('landers');
  return (
    <div className="landers-progress">
      <p className="landers-progress__text">{t('quiz.progress', { step: step + 1, total })}</p>
      <div className="landers-progress__bar" aria-hidden="true">
        <span className="landers-progress__fill" style={{ inlineSize: `${((step + 1) / total) * 100}%` }} />
      </div>
    </div>
  );
}
