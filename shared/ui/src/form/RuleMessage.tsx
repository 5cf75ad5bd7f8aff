import { useTranslation } from 'react-i18next';

/** A rule failure as the forms and the server name it (the shape of @dating/contract's RuleFailure). */
export interface RuleFailureLike {
  code: string;
  params?: Record<string, string | number>;
}

export interface RuleMessageProps {
  id?: string;
  failure: RuleFailureLike | null | undefined;
  className?: string;
}

/** A rule failure under its field, in the member's language (`common:validation.<code>`); nothing without one. */
export function RuleMessage({ id, failure, className }: RuleMessageProps) {
  const { t } = useTranslation('common');
  if (!failure) return null;
  return (
    <p id={id} role="alert" className={className}>
      {t(`validation.${failure.code}`, failure.params ?? {})}
    </p>
  );
}
