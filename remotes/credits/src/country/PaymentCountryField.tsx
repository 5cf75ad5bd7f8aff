import { useTranslation } from 'react-i18next';
import { countryOptions, useLanguage } from '@dating/i18n';
import { Field, Select } from '@dating/ui';

export interface PaymentCountryFieldProps {
  /** the country the prices shown are for */
  country: string;
  countries: readonly string[];
  onChange: (country: string) => void;
  className?: string;
}

/**
 * Where the member pays from (docs/product.md §3, client payment country): it picks the currency and the payment
 * methods. Changeable for a member who pays from another country than the one in their profile.
 */
export function PaymentCountryField({ country, countries, onChange, className }: PaymentCountryFieldProps) {
  const { t } = useTranslation('credits');
  const language = useLanguage();
  const codes = countries.includes(country) ? countries : [country, ...countries];
  return (
    <Field label={t('country.label')} htmlFor="payment-country" hint={t('country.hint')} className={className}>
      <Select
        id="payment-country"
        value={country}
        aria-describedby="payment-country-hint"
        onChange={(event) => onChange(event.target.value)}
      >
        {countryOptions(codes, language).map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
