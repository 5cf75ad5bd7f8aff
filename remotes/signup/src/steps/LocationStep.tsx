import { useEffect, useState } from 'react';
import { Field, Form, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Field as FormRow, keepEmpty, RuleMessage, Select, TextInput, NamedOptions } from '@dating/ui';
import { useRegions, useSettings, useShowsCity, useUpdateUser } from '@dating/api-client';
import { validateCity } from '@dating/contract';
import { countryOptions } from '@dating/i18n';
import { SaveOrSkip } from '../layout/SaveOrSkip';
import { StepForm } from '../layout/StepForm';
import type { StepProps } from './types';
import { useFoundPlace } from './useFoundPlace';

interface LocationValues {
  country: string;
  countryregion: string;
  city: string;
}

/** Step 3: country (only with more than one), optional region and city; geolocation is tried on entry. */
export function LocationStep({ user, onNext }: StepProps) {
  const { t, i18n } = useTranslation('signup');
  const settings = useSettings();
  const regions = useRegions();
  const update = useUpdateUser();
  const countries = settings.data?.countries ?? [];
  const showCity = useShowsCity();
  // the place when the step opened: what loads later fills the fields through the form, never resets them
  const [initialValues] = useState<LocationValues>(() => ({
    country: user.profile.country || settings.data?.geoip_selected_country || countries[0] || '',
    countryregion: user.profile.countryregion,
    city: user.profile.city,
  }));
  const place = useFoundPlace();
  const regionsOf = (country: string) => regions.data?.countries.find((c) => c.code === country)?.regions ?? [];
  const validate = ({ city }: LocationValues) => {
    const failure = showCity ? validateCity(city.trim()) : null;
    return failure ? { city: failure } : {};
  };

  // docs/product.md §4, §8: step 3 saves the location and moves on; a failed save is logged only, the member is
  // never held at this step for it (the place can be set later in the profile).
  const save = async ({ country, countryregion, city }: LocationValues) => {
    try {
      await update.mutateAsync({
        country,
        countryregion: regionsOf(country).some((r) => r.code === countryregion) ? countryregion : '',
        ...(showCity ? { city: city.trim() } : {}),
      });
    } catch (error) {
      console.error('location save failed', error);
    }
    onNext();
  };

  return (
    <Form<LocationValues>
      onSubmit={save}
      initialValues={initialValues}
      validate={validate}
      subscription={{ hasValidationErrors: true, values: true }}
      render={({ handleSubmit, hasValidationErrors, values, form }) => {
        const countryRegions = regionsOf(values.country);
        return (
          <StepForm
            onSubmit={handleSubmit}
            id="signup-location-heading"
            icon={<MapPin />}
            title={t('location.title')}
            lead={t('location.lead')}
          >
            <div className="signup-fields">
              {/* every field registers at once, shown or not: a field registering after the place filled the form
                  would set itself back to its initial value */}
              <Field<string> name="country">
                {({ input }) =>
                  countries.length > 1 && (
                    <FormRow label={t('location.country')} htmlFor="signup-country">
                      <Select
                        {...input}
                        id="signup-country"
                        className="signup-select"
                        onChange={(e) => {
                          input.onChange(e.target.value);
                          form.change('countryregion', '');
                        }}
                      >
                        {countryOptions(countries, i18n.language).map((c) => (
                          <option key={c.code} value={c.code}>
                            {c.name}
                          </option>
                        ))}
                      </Select>
                    </FormRow>
                  )
                }
              </Field>
              <Field<string> name="countryregion" parse={keepEmpty}>
                {({ input }) => (
                  <FormRow label={t('location.region')} htmlFor="signup-region">
                    <Select
                      {...input}
                      id="signup-region"
                      className="signup-select"
                      disabled={countryRegions.length === 0}
                    >
                      <NamedOptions empty={t('location.no_region')} items={countryRegions} />
                    </Select>
                  </FormRow>
                )}
              </Field>
              <Field<string> name="city" parse={keepEmpty}>
                {({ input, meta }) =>
                  showCity && (
                    <FormRow
                      label={t('location.city')}
                      htmlFor="signup-city"
                      // the rule shows while typing, not only after leaving the field
                      error={<RuleMessage id="signup-city-error" className="signup-field-error" failure={meta.error} />}
                    >
                      <TextInput
                        {...input}
                        id="signup-city"
                        type="text"
                        autoComplete="address-level2"
                        aria-invalid={Boolean(meta.error)}
                        aria-describedby={meta.error ? 'signup-city-error' : undefined}
                      />
                    </FormRow>
                  )
                }
              </Field>
            </div>
            <SaveOrSkip
              save={t('location.save')}
              skip={t('location.skip')}
              saving={update.isPending}
              invalid={Boolean(hasValidationErrors)}
              onSkip={onNext}
            />
            {/* after the fields: its effect runs once they are registered */}
            <PlaceFill place={place} countries={countries} />
          </StepForm>
        );
      }}
    />
  );
}

/** The place found fills the fields once; a city the member typed meanwhile is kept. */
function PlaceFill({ place, countries }: { place: ReturnType<typeof useFoundPlace>; countries: string[] }) {
  const form = useForm<LocationValues>();
  useEffect(() => {
    if (!place) return;
    form.batch(() => {
      if (place.country && (countries.length === 0 || countries.includes(place.country)))
        form.change('country', place.country);
      if (place.countryregion) form.change('countryregion', place.countryregion);
      if (place.city && !form.getState().values.city) form.change('city', place.city);
    });
  }, [place]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new place fills the fields
  return null;
}
