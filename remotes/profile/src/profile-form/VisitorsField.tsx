import { useEffect, useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Eye } from 'lucide-react';
import { useUpdateUser } from '@dating/api-client';
import { errorText } from '@dating/i18n';
import { Checkbox, useToast } from '@dating/ui';

/**
 * Whether visitors (logged out) may be shown the member (docs/product.md §6). A switch acts when flipped, so it is
 * saved on its own through PUT /api/user.php, not with the form's save button, and never leaves the form with
 * unsaved edits: the form field holds the saved value, the flip shows until the saved member reinitialises the
 * form with it, and a refused save shows the saved value again with the error.
 */
export function VisitorsField() {
  const { t } = useTranslation('profile');
  const saved = Boolean(
    useField<boolean>('shown_to_visitors', { type: 'checkbox', subscription: { value: true } }).input.checked,
  );
  const update = useUpdateUser();
  const { toast } = useToast();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    if (choice === saved) setChoice(null);
  }, [choice, saved]);

  const flip = (shown: boolean) => {
    setChoice(shown);
    setFailure('');
    update.mutate(
      { shown_to_visitors: shown },
      {
        onSuccess: () => toast({ title: t('saved.title'), body: t('saved.body'), variant: 'success' }),
        onError: (err) => {
          setChoice(null);
          setFailure(errorText(t, err));
        },
      },
    );
  };

  return (
    <fieldset className="profile-group">
      <legend className="profile-group-title">
        <Eye aria-hidden="true" />
        {t('visitors.legend')}
      </legend>
      <Checkbox
        role="switch"
        label={t('visitors.label')}
        hint={t('visitors.hint')}
        checked={choice ?? saved}
        disabled={update.isPending}
        onChange={(event) => flip(event.currentTarget.checked)}
      />
      {failure && (
        <p role="alert" className="profile-form-error">
          {failure}
        </p>
      )}
    </fieldset>
  );
}
