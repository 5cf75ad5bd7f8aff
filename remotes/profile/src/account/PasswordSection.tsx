import './credentials.css';
import { useId, useState, type FormEvent } from 'react';
import { LockKeyhole } from 'lucide-react';
import { ApiError, useChangePassword } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import { Button, Card, ErrorNotice, useToast } from '@dating/ui';
import { CredentialField } from './CredentialField';
import { useNewPassword } from './use-new-password';
import { useProfileMessages } from '../i18n';
import '../headings.css';
import { NewPasswordFields } from './NewPasswordFields';

/**
 * /profile: a new password (docs/product.md §2). The current one is asked first; every other device is logged
 * out, this one stays.
 */
export function PasswordSection() {
  const { t } = useProfileMessages();
  const id = useId();
  const { toast } = useToast();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const newPassword = useNewPassword();
  const [currentError, setCurrentError] = useState<string>();
  const [failure, setFailure] = useState<{ err: unknown } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    const newOk = newPassword.check();
    setCurrentError(current ? undefined : t('common:validation.required'));
    setFailure(null);
    if (!current || !newOk) return;
    change.mutate(
      { current_password: current, password: newPassword.password },
      {
        onSuccess: () => {
          setCurrent('');
          newPassword.clear();
          toast({
            title: t('credentials.password.saved_title'),
            body: t('credentials.password.saved'),
            variant: 'success',
          });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'wrong_password') setCurrentError(errorText(t, err));
          else setFailure({ err });
        },
      },
    );
  };

  return (
    <Card as="section" padding="lg" className="profile-cred-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section-heading">
        <LockKeyhole aria-hidden="true" />
        {t('credentials.password.title')}
      </h2>
      <p className="profile-cred-text">{t('credentials.password.intro')}</p>
      <form className="profile-cred-form" noValidate onSubmit={onSubmit}>
        {failure && <ErrorNotice>{errorText(t, failure.err)}</ErrorNotice>}
        <CredentialField
          id={`${id}-current`}
          label={t('credentials.password.current')}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={currentError}
        />
        <NewPasswordFields id={id} {...newPassword.fields} />
        <div className="profile-cred-actions">
          <Button type="submit" loading={change.isPending}>
            {t('credentials.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
