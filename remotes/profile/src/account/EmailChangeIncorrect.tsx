import './credentials.css';
import { useId, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { ApiError, useUndoMailChange } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import { Button, buttonClassName, Card, ErrorNotice } from '@dating/ui';
import { CodeInvalidNotice } from './CodeInvalidNotice';
import { useMailedCode } from './use-mailed-code';
import { useProfileMessages } from '../i18n';
import '../headings.css';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPassword } from './use-new-password';

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
  const newPassword = useNewPassword();
  const codeRefused = undo.error instanceof ApiError && undo.error.code === 'code_invalid';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code || undo.isPending || undo.isSuccess) return;
    if (!newPassword.check()) return;
    undo.mutate({ code, password: newPassword.password });
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
        <form className="profile-cred-form" noValidate onSubmit={onSubmit}>
          <p className="profile-cred-text">{t('credentials.undo.intro')}</p>
          {undo.isError && <ErrorNotice>{errorText(t, undo.error)}</ErrorNotice>}
          <NewPasswordFields id={id} {...newPassword.fields} />
          <Button type="submit" variant="danger" block loading={undo.isPending}>
            {t('credentials.undo.submit')}
          </Button>
        </form>
      )}
    </Card>
  );
}
