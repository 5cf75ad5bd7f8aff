import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RuleMessage } from '@dating/ui';
import { useGeocode, useRegions, useSettings, useUpdateUser, type Coordinates } from '@dating/api-client';
import { GEOLOCATION_CACHE_MS } from '@dating/config';
import { validateCity } from '@dating/contract';
import { countryOptions } from '@dating/i18n';
import type { StepProps } from './types';

/** Step 3: country (only with more than one), optional region and city; geolocation is tried on entry. */
export function LocationStep({ user, onNext }: StepProps) {
  const { t, i18n } = useTranslation('signup');
  const settings = useSettings();
  const regions = useRegions();
  const update = useUpdateUser();
  const countries = settings.data?.countries ?? [];
  const showCity = settings.data?.visible_profile_fields.includes('city') ?? false;
  const [country, setCountry] = useState(
    user.profile.country || settings.data?.geoip_selected_country || countries[0] || '',
  );
  const [region, setRegion] = useState(user.profile.countryregion);
  const [city, setCity] = useState(user.profile.city);
  const [failed, setFailed] = useState(false);

  // Spec section 4: geolocation is tried on entering the step; what the browser gives is geocoded to a place.
  const [position, setPosition] = useState<Coordinates | null>(null);
  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setPosition({ latitude: coords.latitude, longitude: coords.longitude }),
      () => undefined, // declined or unavailable: the member picks by hand
      { timeout: 10_000, maximumAge: GEOLOCATION_CACHE_MS },
    );
  }, []);
  const geocode = useGeocode(position);

  // The place found fills the fields once; a city the member typed meanwhile is kept.
  useEffect(() => {
    const place = geocode.data;
    if (!place) return;
    if (place.country && (countries.length === 0 || countries.includes(place.country))) setCountry(place.country);
    if (place.countryregion) setRegion(place.countryregion);
    if (place.city) setCity((c) => c || place.city);
  }, [geocode.data]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new answer fills the fields
  useEffect(() => {
    if (geocode.error) console.error('geocode failed', geocode.error);
  }, [geocode.error]);

  const countryRegions = regions.data?.countries.find((c) => c.code === country)?.regions ?? [];
  const cityFailure = showCity ? validateCity(city.trim()) : null;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (cityFailure) return;
    setFailed(false);
    try {
      await update.mutateAsync({
        country,
        countryregion: countryRegions.some((r) => r.code === region) ? region : '',
        ...(showCity ? { city: city.trim() } : {}),
      });
      onNext();
    } catch {
      setFailed(true);
    }
  };

  return (
    <form className="signup-step" onSubmit={save} aria-labelledby="signup-location-heading" noValidate>
      <h2 id="signup-location-heading">{t('location.title')}</h2>
      {countries.length > 1 && (
        <div className="signup-row">
          <label htmlFor="signup-country">{t('location.country')}</label>
          <select
            id="signup-country"
            value={country}
            onChange={(e) => {
              setCountry(e.target.value);
              setRegion('');
            }}
          >
            {countryOptions(countries, i18n.language).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="signup-row">
        <label htmlFor="signup-region">{t('location.region')}</label>
        <select
          id="signup-region"
          value={region}
          onChange={(e) => setRegion(e.target.value)}
          disabled={countryRegions.length === 0}
        >
          <option value="">{t('location.no_region')}</option>
          {countryRegions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      {showCity && (
        <div className="signup-row">
          <label htmlFor="signup-city">{t('location.city')}</label>
          <input
            id="signup-city"
            type="text"
            autoComplete="address-level2"
            value={city}
            onChange={(e) => setCity(e.target.value)}
            aria-invalid={cityFailure !== null}
            aria-describedby="signup-city-error"
          />
          <RuleMessage id="signup-city-error" className="signup-field-error" failure={cityFailure} />
        </div>
      )}
      {failed && (
        <p role="alert" className="signup-form-error">
          {t('errors.save')}
        </p>
      )}
      <div className="signup-actions">
        <button type="submit" className="signup-primary" disabled={update.isPending || cityFailure !== null}>
          {t('location.save')}
        </button>
        <button type="button" className="signup-skip" onClick={onNext}>
          {t('location.skip')}
        </button>
      </div>
    </form>
  );
}
