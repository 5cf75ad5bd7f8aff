import { useEffect } from 'react';
import { Field, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useRegions, useSettings } from '@dating/api-client';
import { RuleMessage } from '@dating/ui';
import type { RuleFailure } from '@dating/contract';
import { countryOptions } from '@dating/i18n';

/**
 * Country, region and (when the site shows cities) city. The country selector only shows when more than
 * one country is available (spec section 2); changing the country clears a region that no longer fits.
 */
export function LocationFields({ showCity }: { showCity: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const settings = useSettings();
  const regions = useRegions();
  const country = useField<string>('country', { subscription: { value: true } }).input.value;
  const countryRegions = regions.data?.countries.find((c) => c.code === country)?.regions ?? [];
  const form = useForm();
  const region = useField<string>('countryregion', { subscription: { value: true } }).input.value;
  const regionsLoaded = Boolean(regions.data);
  useEffect(() => {
    if (regionsLoaded && region && !countryRegions.some((r) => r.code === region)) form.change('countryregion', '');
    // only a country change invalidates the region
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [country, regionsLoaded]);
  const countries = countryOptions(settings.data?.countries ?? [], i18n.language);

  return (
    <fieldset className="profile-location">
      <legend>{t('location.legend')}</legend>
      {countries.length > 1 && (
        <Field<string> name="country">
          {({ input }) => (
            <label>
              {t('location.country')}
              <select {...input}>
                <option value="">{t('location.choose_country')}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </Field>
      )}
      <Field<string> name="countryregion">
        {({ input }) => (
          <label>
            {t('location.region')}
            <select {...input} disabled={countryRegions.length === 0}>
              <option value="">{t('location.no_region')}</option>
              {countryRegions.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </Field>
      {showCity && (
        <Field<string> name="city">
          {({ input, meta }) => (
            <>
              <label>
                {t('location.city')}
                <input
                  {...input}
                  type="text"
                  autoComplete="address-level2"
                  aria-invalid={Boolean(meta.error)}
                  aria-describedby="city-error"
                />
              </label>
              <RuleMessage
                id="city-error"
                className="profile-field-error"
                failure={(meta.touched && (meta.error || meta.submitError)) as RuleFailure | undefined}
              />
            </>
          )}
        </Field>
      )}
    </fieldset>
  );
}
