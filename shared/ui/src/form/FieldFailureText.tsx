import { useTranslation } from 'react-i18next';
import type { FieldFailure } from './submitted-failure';

export interface FieldFailureTextProps {
  /** the id the control's aria-describedby names */
  id: string;
  failure: FieldFailure;
  className?: string;
}

/** What is wrong with a field, under it, in the member's language: a rule failure by its code, a text as it is. */
export function FieldFailureText({ id, failure, className }: FieldFailureTextProps) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className={className}>
      {typeof failure === 'string' ? failure : t(`validation.${failure.code}`, failure.params ?? {})}
    </p>
  );
}
