import { Field as FormField, useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Heart } from 'lucide-react';
import { useInterests } from '@dating/api-client';
import { LIMITS } from '@dating/contract';
import { useInterestNames } from '@dating/i18n';
import { Checkbox, RuleMessage, shownFailure } from '@dating/ui';

/**
 * The member's interests (docs/product.md §5): the list of interests.php as checkboxes, named in the member's
 * language, at most LIMITS.interestsMax ticked (the others wait until one is unticked). Suspends while the
 * names load.
 */
export function InterestsField() {
  const { t } = useTranslation('profile');
  const names = useInterestNames();
  const list = useInterests().data?.interests ?? [];
  const { input, meta } = useField<number[]>('interests');
  const chosen = input.value || [];
  const full = chosen.length >= LIMITS.interestsMax;

  return (
    <fieldset className="profile-group" aria-describedby="profile-interests-count">
      <legend className="profile-group-title">
        <Heart aria-hidden="true" />
        {t('interests.legend')}
      </legend>
      <p id="profile-interests-count" className="profile-interests-count" aria-live="polite">
        {t('interests.count', { count: chosen.length, max: LIMITS.interestsMax })}
      </p>
      <div className="profile-interests">
        {list.map(({ id, name }) => (
          <FormField<number> key={id} name="interests" type="checkbox" value={id}>
            {({ input: box }) => (
              <Checkbox
                {...box}
                value={String(id)}
                id={`profile-interest-${id}`}
                label={names(id, name)}
                disabled={full && !box.checked}
              />
            )}
          </FormField>
        ))}
      </div>
      <RuleMessage className="profile-field-error" failure={shownFailure({ ...meta, touched: true })} />
    </fieldset>
  );
}
