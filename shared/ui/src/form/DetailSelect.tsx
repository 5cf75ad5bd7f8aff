import { Field as FinalField } from 'react-final-form';
import { useProfileFieldMessages } from '@dating/i18n';
import { Field, Select } from '@dating/ui';

export interface DetailSelectProps {
  /** a field of profile_fields.php kept in the member's `details`; its value is `details.<field>` of the form */
  field: string;
  /** the answers profile_fields.php allows it */
  values: readonly string[];
  id: string;
  className?: string;
}

/**
 * One answer of the member's `details`, named in the member's language, "no answer" first. "No answer" leaves the
 * field's key out of the form's `details` (react-final-form's default parse): each form decides what it sends for
 * it. Suspends while the names load.
 */
export function DetailSelect({ field, values, id, className }: DetailSelectProps) {
  const messages = useProfileFieldMessages();
  return (
    // the value only: the select shows nothing else, and stays as it is while the rest of the form changes
    <FinalField<string> name={`details.${field}`} subscription={{ value: true }}>
      {({ input }) => (
        <Field label={messages.label(field)} htmlFor={id}>
          <Select {...input} id={id} className={className}>
            <option value="">{messages.noAnswer}</option>
            {values.map((v) => (
              <option key={v} value={v}>
                {messages.value(field, v)}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </FinalField>
  );
}
