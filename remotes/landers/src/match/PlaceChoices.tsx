import { useTranslation } from 'react-i18next';
import { useRegions } from '@dating/api-client';
import { countryOptions, useLanguage } from '@dating/i18n';
import { Field, Select } from '@dating/ui';

export interface PlaceChoicesProps {
  country: string;
  countryregion: string;
  /** the site's countries (settings countries) */
  countries: readonly string[];
  onCountry: (code: string) => void;
  onRegion: (code: string) => void;
}

/** The country (when the site has more than one) and, where the country has regions, an optional region. */
export function PlaceChoices({ country, countryregion, countries, onCountry, onRegion }: PlaceChoicesProps) {
  const { t } = useTranslation('landers');
  const lng = useLanguage();
  const regionData = useRegions().data;
  const regions = regionData?.countries.find((c) => c.code.toUpperCase() === country)?.regions ?? [];
  return (
    <>
      {countries.length > 1 && (
        <Field label={t('quiz.where.country')} htmlFor="match-country">
          <Select id="match-country" value={country} onChange={(event) => onCountry(event.target.value)}>
            {countryOptions(countries, lng).map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      {regions.length > 0 && (
        <Field label={t('quiz.where.region')} htmlFor="match-region">
          <Select id="match-region" value={countryregion} onChange={(event) => onRegion(event.target.value)}>
            <option value="">{t('quiz.where.anywhere')}</option>
            {regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </>
  );
}
