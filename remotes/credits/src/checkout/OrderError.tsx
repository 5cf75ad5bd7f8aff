import { useTranslation } from 'react-i18next';
import { errorText } from '@dating/i18n';
import { ErrorNotice } from '@dating/ui';

/** Why the order could not be started, in the member's language; every choice on the page stays as it was. */
export function OrderError({ error }: { error: unknown }) {
  const { t } = useTranslation('credits');
  return (
    <ErrorNotice>
      {t('checkout.failed')} {errorText(t, error)}
    </ErrorNotice>
  );
}
