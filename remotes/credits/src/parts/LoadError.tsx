import { useTranslation } from 'react-i18next';
import { errorText } from '@dating/i18n';
import { Button, ErrorNotice } from '@dating/ui';

export interface LoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  /** what could not be loaded, before the reason */
  what?: string;
}

/** A failed load in the member's language, with the way to try again. */
export function LoadError({ error, retrying, onRetry, what }: LoadErrorProps) {
  const { t } = useTranslation('credits');
  return (
    <ErrorNotice
      action={
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {t('common:button.retry')}
        </Button>
      }
    >
      {what ? `${what} ${errorText(t, error)}` : errorText(t, error)}
    </ErrorNotice>
  );
}
