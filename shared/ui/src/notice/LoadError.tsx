import { useTranslation } from 'react-i18next';
import { errorText } from '@dating/i18n';
import { Button } from '../button/Button';
import { ErrorNotice } from './ErrorNotice';

export interface LoadErrorProps {
  /** the failed load's error, told to the member by errorText (never the server's English) */
  error: unknown;
  /** a retry under way: the button shows it is busy */
  retrying: boolean;
  onRetry: () => void;
  /** what could not be loaded, before the reason */
  what?: string;
  /** the remote's own text for the failure, in place of the reason from `error` */
  message?: string;
}

/**
 * A failed load in the member's language, with the way to try again. The texts are the bundled `common` ones
 * (errors, the retry button), so it never waits for a remote's or the `ui` messages to load.
 */
export function LoadError({ error, retrying, onRetry, what, message }: LoadErrorProps) {
  const { t } = useTranslation('common');
  const reason = message ?? errorText(t, error);
  return (
    <ErrorNotice
      action={
        <Button variant="secondary" loading={retrying} onClick={onRetry}>
          {t('button.retry')}
        </Button>
      }
    >
      {what ? `${what} ${reason}` : reason}
    </ErrorNotice>
  );
}
