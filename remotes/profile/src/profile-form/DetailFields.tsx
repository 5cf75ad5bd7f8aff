import { Field as FormField } from 'react-final-form';
import { useProfileFields } from '@dating/api-client';
import { isDetailField } from '@dating/contract';
import { useProfileFieldMessages } from '@dating/i18n';
import { Field, Select } from '@dating/ui';

/**
 * The answers of profile_fields.php that live in the member's `details`, as signup step 4 asks them.
 * gender is listed there too but is a profile field of its own, edited by the form's gender select.
 * The form's "More about me" group holds them.
 */
export function DetailFields() {
  const messages = useProfileFieldMessages();
  const fields = Object.entries(useProfileFields().data?.fields ?? {}).filter(([field]) => isDetailField(field));
  if (fields.length === 0) return null;

  return (
    <div className="profile-fields profile-fields--two">
      {fields.map(([field, { allowed_values }]) => (
        <FormField<string> key={field} name={`details.${field}`}>
          {({ input }) => (
            <Field label={messages.label(field)} htmlFor={`profile-detail-${field}`}>
              <Select {...input} id={`profile-detail-${field}`} className="profile-select">
                <option value="">{messages.noAnswer}</option>
                {allowed_values.map((v) => (
                  <option key={v} value={v}>
                    {messages.value(field, v)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </FormField>
      ))}
    </div>
  );
}
