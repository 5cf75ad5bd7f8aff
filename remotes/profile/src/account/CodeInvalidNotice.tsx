import { Link } from 'react-router-dom';
import { buttonClassName, ErrorNotice } from '@dating/ui';
import { useProfileMessages } from '../i18n';

/** A mailed link that is used, expired or unknown: say so, and offer the way to a new mail. */
export function CodeInvalidNotice({ retryPath, retryLabel }: { retryPath: string; retryLabel: string }) {
  const { t } = useProfileMessages();
  return (
    <ErrorNotice
      action={
        <Link to={retryPath} className={buttonClassName({ variant: 'secondary' })}>
          {retryLabel}
        </Link>
      }
    >
      {t('credentials.code_invalid')}
    </ErrorNotice>
  );
}
