import { useEffect, useState } from 'react';
import { type Coordinates, useGeocode } from '@dating/api-client';
import { GEOLOCATION_CACHE_MS } from '@dating/config';
import { keepGeolocation, readKeptGeolocation } from '../logic/geolocation-cache';

/**
 * The place of the browser's position, or null until one is found (or none will be). docs/product.md §4: geolocation
 * is tried on entering the step; what the browser gives is geocoded to a place. Both are kept for an hour (§3, §9):
 * within it, coming back to the step asks neither the browser nor the server.
 */
export function useFoundPlace() {
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
  useEffect(() => {
    if (geocode.error) console.error('geocode failed', geocode.error);
  }, [geocode.error]);
  return geocode.data ?? kept?.geocode ?? null;
}
