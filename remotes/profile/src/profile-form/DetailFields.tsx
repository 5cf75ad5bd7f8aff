import { useProfileFields } from '@dating/api-client';
import { isDetailField } from '@dating/contract';
import { DetailSelect } from '@dating/ui/form-fields';

/**
 * The answers of profile_fields.php that live in the member's `details`, as signup step 4 asks them.
 * gender is listed there too but is a profile field of its own, edited by the form's gender select.
 * The form's "More about me" group holds them.
 */
export function DetailFields() {
  const fields = Object.entries(useProfileFields().data?.fields ?? {}).filter(([field]) => isDetailField(field));
  if (fields.length === 0) return null;

  return (
    <div className="profile-fields profile-fields--two">
      {fields.map(([field, { allowed_values }]) => (
        <DetailSelect
          key={field}
          field={field}
          values={allowed_values}
          id={`profile-detail-${field}`}
          className="profile-select"
        />
      ))}
    </div>
  );
}
