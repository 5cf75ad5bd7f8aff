import '../account/credentials.css';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, useResetPassword } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import type { RemotePageProps } from '@dating/routes';
import { Button, Card, ErrorNotice } from '@dating/ui';
import { CodeInvalidNotice } from '../account/CodeInvalidNotice';
import { useMailedCode } from '../account/use-mailed-code';
import { useProfileMessages } from '../i18n';
import '../headings.css';
import { NewPasswordFields } from '../account/NewPasswordFields';
import { useNewPassword } from '../account/use-new-password';

/** Where a member goes once logged in again: the members' home (signup step 7 sends them there too). */
const MEMBERS_AREA = '/home';

/**
 * /reset-password/do (docs/product.md §2, login optional): the mailed link's page. A new password ends every
 * session of the account and logs this browser in; a used, expired or unknown link offers a new mail.
 */
export default function ResetPasswordDoPage(_props: RemotePageProps) {
  const { t } = useProfileMessages();
  const id = useId();
  const code = useMailedCode();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const newPassword = useNewPassword();
  const codeRefused = reset.error instanceof ApiError && reset.error.code === 'code_invalid';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code || reset.isPending || reset.isSuccess) return;
    if (!newPassword.check()) return;
    reset.mutate(
      { code, password: newPassword.password },
      { onSuccess: () => navigate(MEMBERS_AREA, { replace: true }) },
    );
  };

  return (
    <section className="profile-cred-page" aria-labelledby={`${id}-title`}>
      <Card padding="lg" className="profile-cred-section">
        <h1 id={`${id}-title`} className="profile-page-title">
          {t('credentials.reset_do.title')}
        </h1>
        {!code || codeRefused ? (
          <CodeInvalidNotice retryPath="/reset-password" retryLabel={t('credentials.reset_do.new_mail')} />
        ) : (
          <form className="profile-cred-form" noValidate onSubmit={onSubmit}>
            <p className="profile-cred-text">{t('credentials.reset_do.intro')}</p>
            {reset.isError && <ErrorNotice>{errorText(t, reset.error)}</ErrorNotice>}
            <NewPasswordFields id={id} {...newPassword.fields} />
            <Button type="submit" size="lg" block loading={reset.isPending || reset.isSuccess}>
              {t('credentials.reset_do.submit')}
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
