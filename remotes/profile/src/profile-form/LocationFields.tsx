import { useEffect } from 'react';
import { Field as FormField, useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { useRegions, useSettings } from '@dating/api-client';
import { Field, RuleMessage, Select, TextInput, NamedOptions } from '@dating/ui';
import type { RuleFailure } from '@dating/contract';
import { countryOptions } from '@dating/i18n';

/**
 * Country, region and (when the site shows cities) city. The country selector only shows when more than
 * one country is available (docs/product.md §2); changing the country clears a region that no longer fits.
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
    <fieldset className="profile-group">
      <legend className="profile-group-title">
        <MapPin aria-hidden="true" />
        {t('location.legend')}
      </legend>
      <div className="profile-fields profile-fields--two">
        {countries.length > 1 && (
          <FormField<string> name="country">
            {({ input }) => (
              <Field label={t('location.country')} htmlFor="profile-country">
                <Select {...input} id="profile-country" className="profile-select">
                  <NamedOptions empty={t('location.choose_country')} items={countries} />
                </Select>
              </Field>
            )}
          </FormField>
        )}
        <FormField<string> name="countryregion">
          {({ input }) => (
            <Field label={t('location.region')} htmlFor="profile-region">
              <Select {...input} id="profile-region" className="profile-select" disabled={countryRegions.length === 0}>
                <NamedOptions empty={t('location.no_region')} items={countryRegions} />
              </Select>
            </Field>
          )}
        </FormField>
        {showCity && (
          <FormField<string> name="city">
            {({ input, meta }) => (
              <Field
                label={t('location.city')}
                htmlFor="profile-city"
                error={
                  <RuleMessage
                    id="city-error"
                    className="profile-field-error"
                    failure={(meta.touched && (meta.error || meta.submitError)) as RuleFailure | undefined}
                  />
                }
              >
                <TextInput
                  {...input}
                  id="profile-city"
                  type="text"
                  autoComplete="address-level2"
                  aria-invalid={Boolean(meta.error)}
                  aria-describedby="city-error"
                />
              </Field>
            )}
          </FormField>
        )}
      </div>
    </fieldset>
  );
}
