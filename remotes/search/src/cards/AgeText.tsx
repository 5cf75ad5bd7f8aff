import { useTranslation } from 'react-i18next';
import { a11y } from '@dating/ui';

/**
 * An age as dating apps show it, the bare number beside the name; a screen reader hears the whole phrase
 * ("30 years") instead of a number without a unit.
 */
export function AgeText({ age, className }: { age: number; className?: string }) {
  const { t } = useTranslation('search');
  return (
    <span className={className}>
      <span className={a11y.visuallyHidden}>{t('card.age', { age })}</span>
      <span aria-hidden="true">{age}</span>
    </span>
  );
}
