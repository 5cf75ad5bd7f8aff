import { useTranslation } from 'react-i18next';
import { useInterests } from '@dating/api-client';
import { LIMITS } from '@dating/contract';
import { useInterestNames } from '@dating/i18n';
import { Checkbox } from '@dating/ui';

interface InterestChoicesProps {
  chosen: number[];
  onChange: (chosen: number[]) => void;
}

/**
 * The interests of interests.php at signup step 4 (docs/product.md §5), named in the member's language: at most
 * LIMITS.interestsMax ticked, the others wait until one is unticked. Kept in the list's order, as the profile
 * carries them. Suspends while the names load; nothing shows while the list itself loads or when it is empty.
 */
export function InterestChoices({ chosen, onChange }: InterestChoicesProps) {
  const { t } = useTranslation('signup');
  const names = useInterestNames();
  const list = useInterests().data?.interests ?? [];
  if (list.length === 0) return null;
  const full = chosen.length >= LIMITS.interestsMax;
  const toggle = (id: number, on: boolean) =>
    onChange(list.map((i) => i.id).filter((other) => (other === id ? on : chosen.includes(other))));
  return (
    <fieldset className="signup-details signup-interests" aria-describedby="signup-interests-count">
      <legend className="signup-details__title signup-interests__legend">{t('profile.interests')}</legend>
      <p id="signup-interests-count" className="signup-interests__count" aria-live="polite">
        {t('profile.interests_count', { count: chosen.length, max: LIMITS.interestsMax })}
      </p>
      <div className="signup-interests__grid">
        {list.map(({ id, name }) => {
          const checked = chosen.includes(id);
          return (
            <Checkbox
              key={id}
              id={`signup-interest-${id}`}
              label={names(id, name)}
              checked={checked}
              disabled={full && !checked}
              onChange={(e) => toggle(id, e.target.checked)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
