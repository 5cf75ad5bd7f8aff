import { useTranslation } from 'react-i18next';
import { errorText } from '@dating/i18n';
import { Button, ErrorNotice } from '@dating/ui';

export interface LoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed load in the member's language, with the way to try again. */
export function LoadError({ error, retrying, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('chat');
  return (
    <ErrorNotice
      action={
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {t('common:button.retry')}
        </Button>
      }
    >
      {errorText(t, error)}
    </ErrorNotice>
  );
}
