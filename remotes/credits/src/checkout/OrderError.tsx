import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '@dating/ui';

/** Why the order could not be started, already in the member's language; every choice on the page stays as it was. */
export function OrderError({ reason }: { reason: string }) {
  const { t } = useTranslation('credits');
  return (
    <ErrorNotice>
      {t('checkout.failed')} {reason}
    </ErrorNotice>
  );
}
