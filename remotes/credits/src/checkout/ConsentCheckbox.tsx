import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import { Checkbox } from '@dating/ui';

export interface ConsentCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** shown when the member tried to pay without it */
  missing: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The buyer's consent that the credits (digital content) are delivered at once, by which the 14-day right of
 * withdrawal ends (EU consumer rights directive, art. 16(m)). Without it nothing is ordered: the server refuses
 * an order without `consent: true` as well.
 */
export function ConsentCheckbox({ checked, onChange, missing, ref }: ConsentCheckboxProps) {
  const { t } = useTranslation('credits');
  return (
    <Checkbox
      ref={ref}
      id="credits-consent"
      className="credits-consent"
      checked={checked}
      required
      aria-invalid={missing || undefined}
      aria-errormessage={missing ? 'credits-consent-error' : undefined}
      onChange={(event) => onChange(event.target.checked)}
      label={t('consent.label')}
      error={
        missing && (
          <p id="credits-consent-error" className="credits-field-error" role="alert">
            <CircleAlert aria-hidden="true" />
            {t('consent.required')}
          </p>
        )
      }
    />
  );
}
