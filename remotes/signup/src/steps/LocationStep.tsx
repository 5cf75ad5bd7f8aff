import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import { Button, Field as FormRow, RuleMessage, Select, TextInput, NamedOptions } from '@dating/ui';
import { type Coordinates, useGeocode, useRegions, useSettings, useShowsCity, useUpdateUser } from '@dating/api-client';
import { GEOLOCATION_CACHE_MS } from '@dating/config';
import { validateCity } from '@dating/contract';
import { countryOptions } from '@dating/i18n';
import { StepHeader } from '../layout/StepHeader';
import { keepGeolocation, readKeptGeolocation } from '../logic/geolocation-cache';
import type { StepProps } from './types';

/** Step 3: country (only with more than one), optional region and city; geolocation is tried on entry. */
export function LocationStep({ user, onNext }: StepProps) {
  const { t, i18n } = useTranslation('signup');
  const settings = useSettings();
  const regions = useRegions();
  const update = useUpdateUser();
  const countries = settings.data?.countries ?? [];
  const showCity = useShowsCity();
  const [country, setCountry] = useState(
    user.profile.country || settings.data?.geoip_selected_country || countries[0] || '',
  );
  const [region, setRegion] = useState(user.profile.countryregion);
  const [city, setCity] = useState(user.profile.city);

  // docs/product.md §4: geolocation is tried on entering the step; what the browser gives is geocoded to a place.
  // Both are kept for an hour (§3, §9): within it, coming back to the step asks neither the browser nor the server.
  const [kept] = useState(readKeptGeolocation);
  const [position, setPosition] = useState<Coordinates | null>(null);
  useEffect(() => {
    if (kept && (kept.geocode || kept.permission === 'denied' || kept.permission === 'unsupported')) return;
    if (!('geolocation' in navigator)) {
      keepGeolocation({ permission: 'unsupported', geocode: null });
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setPosition({ latitude: coords.latitude, longitude: coords.longitude }),
      // declined or unavailable: the member picks by hand
      (error) => keepGeolocation({ permission: error.code === 1 ? 'denied' : 'unknown', geocode: null }),
      { timeout: 10_000, maximumAge: GEOLOCATION_CACHE_MS },
    );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- tried once, on entering the step
  const geocode = useGeocode(position);
  useEffect(() => {
    if (geocode.data) keepGeolocation({ permission: 'granted', geocode: geocode.data });
  }, [geocode.data]);
  const place = geocode.data ?? kept?.geocode ?? null;

  // The place found fills the fields once; a city the member typed meanwhile is kept.
  useEffect(() => {
    if (!place) return;
    if (place.country && (countries.length === 0 || countries.includes(place.country))) setCountry(place.country);
    if (place.countryregion) setRegion(place.countryregion);
    if (place.city) setCity((c) => c || place.city);
  }, [place]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new place fills the fields
  useEffect(() => {
    if (geocode.error) console.error('geocode failed', geocode.error);
  }, [geocode.error]);

  const countryRegions = regions.data?.countries.find((c) => c.code === country)?.regions ?? [];
  const cityFailure = showCity ? validateCity(city.trim()) : null;

  // docs/product.md §4, §8: step 3 saves the location and moves on; a failed save is logged only, the member is
  // never held at this step for it (the place can be set later in the profile).
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (cityFailure) return;
    try {
      await update.mutateAsync({
        country,
        countryregion: countryRegions.some((r) => r.code === region) ? region : '',
        ...(showCity ? { city: city.trim() } : {}),
      });
    } catch (error) {
      console.error('location save failed', error);
    }
    onNext();
  };

  return (
    <form className="signup-step" onSubmit={save} aria-labelledby="signup-location-heading" noValidate>
      <StepHeader
        id="signup-location-heading"
        icon={<MapPin />}
        title={t('location.title')}
        lead={t('location.lead')}
      />
      <div className="signup-fields">
        {countries.length > 1 && (
          <FormRow label={t('location.country')} htmlFor="signup-country">
            <Select
              id="signup-country"
              className="signup-select"
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
            </Select>
          </FormRow>
        )}
        <FormRow label={t('location.region')} htmlFor="signup-region">
          <Select
            id="signup-region"
            className="signup-select"
            value={region}
            onChange={(e) => setRegion(e.target.value)}
            disabled={countryRegions.length === 0}
          >
            <NamedOptions empty={t('location.no_region')} items={countryRegions} />
          </Select>
        </FormRow>
        {showCity && (
          <FormRow
            label={t('location.city')}
            htmlFor="signup-city"
            error={<RuleMessage id="signup-city-error" className="signup-field-error" failure={cityFailure} />}
          >
            <TextInput
              id="signup-city"
              type="text"
              autoComplete="address-level2"
              value={city}
              onChange={(e) => setCity(e.target.value)}
              aria-invalid={cityFailure !== null}
              aria-describedby={cityFailure ? 'signup-city-error' : undefined}
            />
          </FormRow>
        )}
      </div>
      <div className="signup-actions">
        <Button type="submit" size="lg" block loading={update.isPending} disabled={cityFailure !== null}>
          {t('location.save')}
        </Button>
        <Button variant="ghost" block onClick={onNext}>
          {t('location.skip')}
        </Button>
      </div>
    </form>
  );
}
