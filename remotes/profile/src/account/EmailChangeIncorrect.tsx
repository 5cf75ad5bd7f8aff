import './credentials.css';
import { useId } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { ApiError, useUndoMailChange } from '@dating/api-client';
import { buttonClassName, Card, ErrorNotice, submissionErrors } from '@dating/ui';
import { SubmitButton } from '@dating/ui/form-fields';
import { CodeInvalidNotice } from './CodeInvalidNotice';
import { useMailedCode } from './use-mailed-code';
import { useProfileMessages } from '../i18n';
import '../headings.css';
import { NEW_PASSWORD_FIELDS, NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';

/**
 * /notifications#email-change-incorrect (docs/product.md §2): the "this was not me" link of the notice to the
 * old address (`?code=…`). Undoing puts the address back, sets a new password and logs everyone else out;
 * it needs no login, as the member may have lost access. Without a code it explains where the link comes from.
 */
export default function EmailChangeIncorrect() {
  const { t } = useProfileMessages();
  const id = useId();
  const code = useMailedCode();
  const undo = useUndoMailChange();
  const codeRefused = undo.error instanceof ApiError && undo.error.code === 'code_invalid';

  const onSubmit = async ({ password = '' }: NewPasswordValues) => {
    try {
      await undo.mutateAsync({ code: code!, password });
      return undefined;
    } catch (err) {
      // a refused code replaces the form (codeRefused): nothing to say in it
      return err instanceof ApiError && err.code === 'code_invalid'
        ? undefined
        : submissionErrors(t, err, NEW_PASSWORD_FIELDS);
    }
  };

  return (
    <Card
      as="section"
      padding="lg"
      className="profile-cred-section"
      id="email-change-incorrect"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="profile-section-heading">
        <ShieldAlert aria-hidden="true" />
        {t('credentials.undo.title')}
      </h2>
      {undo.isSuccess ? (
        <div role="status" className="profile-cred-done">
          <p className="profile-section-heading">
            <ShieldCheck aria-hidden="true" />
            {t('credentials.undo.done_title')}
          </p>
          <p className="profile-cred-text">{t('credentials.undo.done', { email: undo.data.user.email })}</p>
          <div className="profile-cred-actions">
            <Link to="/profile" className={buttonClassName({})}>
              {t('credentials.to_profile')}
            </Link>
          </div>
        </div>
      ) : !code ? (
        <p className="profile-cred-text">{t('credentials.undo.no_code')}</p>
      ) : codeRefused ? (
        <CodeInvalidNotice retryPath="/reset-password" retryLabel={t('credentials.undo.reset_instead')} />
      ) : (
        <Form<NewPasswordValues>
          onSubmit={onSubmit}
          render={({ handleSubmit, submitError }) => (
            <form className="profile-cred-form" noValidate onSubmit={handleSubmit}>
              <p className="profile-cred-text">{t('credentials.undo.intro')}</p>
              {submitError && <ErrorNotice>{submitError}</ErrorNotice>}
              <NewPasswordFields id={id} />
              <SubmitButton variant="danger" block>
                {t('credentials.undo.submit')}
              </SubmitButton>
            </form>
          )}
        />
      )}
    </Card>
  );
}
