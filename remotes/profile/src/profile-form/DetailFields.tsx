import { Field } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useProfileFields } from '@dating/api-client';
import { isDetailField } from '@dating/contract';
import { useProfileFieldMessages } from '@dating/i18n';

/**
 * The answers of profile_fields.php that live in the member's `details`, as signup step 4 asks them.
 * gender is listed there too but is a profile field of its own, edited by the form's gender select.
 */
export function DetailFields() {
  const { t } = useTranslation('profile');
  const messages = useProfileFieldMessages();
  const fields = Object.entries(useProfileFields().data?.fields ?? {}).filter(([field]) => isDetailField(field));
  if (fields.length === 0) return null;

  return (
    <fieldset className="profile-row profile-details">
      <legend>{t('details.legend')}</legend>
      {fields.map(([field, { allowed_values }]) => (
        <Field<string> key={field} name={`details.${field}`}>
          {({ input }) => (
            <div className="profile-row">
              <label htmlFor={`profile-detail-${field}`}>{messages.label(field)}</label>
              <select {...input} id={`profile-detail-${field}`}>
                <option value="">{messages.noAnswer}</option>
                {allowed_values.map((v) => (
                  <option key={v} value={v}>
                    {messages.value(field, v)}
                  </option>
                ))}
              </select>
            </div>
          )}
        </Field>
      ))}
    </fieldset>
  );
}
