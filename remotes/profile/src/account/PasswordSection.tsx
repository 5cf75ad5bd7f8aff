import './credentials.css';
import { useId } from 'react';
import { Form } from 'react-final-form';
import { LockKeyhole } from 'lucide-react';
import { useChangePassword } from '@dating/api-client';
import { Card, ErrorNotice, submitWithRefusals, useToast } from '@dating/ui';
import { SubmitButton, TextField, typedIn } from '@dating/ui/form-fields';
import { NEW_PASSWORD_FIELDS, NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import { useProfileMessages } from '../i18n';
import '../headings.css';

interface PasswordChangeValues extends NewPasswordValues {
  current?: string;
}

/**
 * /profile: a new password (docs/product.md §2). The current one is asked first; every other device is logged
 * out, this one stays.
 */
export function PasswordSection() {
  const { t } = useProfileMessages();
  const id = useId();
  const { toast } = useToast();
  const change = useChangePassword();

  return (
    <Card as="section" padding="lg" className="profile-cred-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section-heading">
        <LockKeyhole aria-hidden="true" />
        {t('credentials.password.title')}
      </h2>
      <p className="profile-cred-text">{t('credentials.password.intro')}</p>
      <Form<PasswordChangeValues>
        onSubmit={({ current = '', password = '' }, form) =>
          submitWithRefusals(
            t,
            async () => {
              await change.mutateAsync({ current_password: current, password });
              form.restart();
              toast({
                title: t('credentials.password.saved_title'),
                body: t('credentials.password.saved'),
                variant: 'success',
              });
            },
            NEW_PASSWORD_FIELDS,
            { wrong_password: 'current' },
          )
        }
        render={({ handleSubmit, submitError }) => (
          <form className="profile-cred-form" noValidate onSubmit={handleSubmit}>
            {submitError && <ErrorNotice>{submitError}</ErrorNotice>}
            <TextField
              name="current"
              id={`${id}-current`}
              label={t('credentials.password.current')}
              type="password"
              autoComplete="current-password"
              validate={typedIn}
              errorClassName="profile-cred-field-error"
            />
            <NewPasswordFields id={id} />
            <div className="profile-cred-actions">
              <SubmitButton>{t('credentials.password.submit')}</SubmitButton>
            </div>
          </form>
        )}
      />
    </Card>
  );
}
