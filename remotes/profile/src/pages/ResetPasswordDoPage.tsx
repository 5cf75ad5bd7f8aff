import '../account/credentials.css';
import { useId } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { ApiError, useResetPassword } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { Card, ErrorNotice, submissionErrors } from '@dating/ui';
import { SubmitButton } from '@dating/ui/form-fields';
import { CodeInvalidNotice } from '../account/CodeInvalidNotice';
import { useMailedCode } from '../account/use-mailed-code';
import { useProfileMessages } from '../i18n';
import '../headings.css';
import { NEW_PASSWORD_FIELDS, NewPasswordFields, type NewPasswordValues } from '../account/NewPasswordFields';

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
  const codeRefused = reset.error instanceof ApiError && reset.error.code === 'code_invalid';

  const onSubmit = async ({ password = '' }: NewPasswordValues) => {
    try {
      await reset.mutateAsync({ code: code!, password });
      navigate(MEMBERS_AREA, { replace: true });
      return undefined;
    } catch (err) {
      // a refused code replaces the form (codeRefused): nothing to say in it
      return err instanceof ApiError && err.code === 'code_invalid'
        ? undefined
        : submissionErrors(t, err, NEW_PASSWORD_FIELDS);
    }
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
          <Form<NewPasswordValues>
            onSubmit={onSubmit}
            render={({ handleSubmit, submitError }) => (
              <form className="profile-cred-form" noValidate onSubmit={handleSubmit}>
                <p className="profile-cred-text">{t('credentials.reset_do.intro')}</p>
                {submitError && <ErrorNotice>{submitError}</ErrorNotice>}
                <NewPasswordFields id={id} />
                {/* a new password logs this browser in: the button stays busy while the page moves on */}
                <SubmitButton size="lg" block loading={reset.isSuccess}>
                  {t('credentials.reset_do.submit')}
                </SubmitButton>
              </form>
            )}
          />
        )}
      </Card>
    </section>
  );
}
