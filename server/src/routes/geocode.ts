import type { FastifyInstance } from 'fastify';
import { collectFailures, getGeocode, numberBetween } from '@dating/contract';
import { registerEndpoint } from '../http/api-router';
import { ApiError, validationError } from '../http/errors';
import { MAX_DISTANCE_KM, nearestCity } from '../geo/geocode';

/** GET geocode.php?lat&lon (signup step 3): the browser's position to country, region and city, offline. */
export async function geocodeRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getGeocode, async ({ query }) => {
    const failures = collectFailures({
      lat: numberBetween(query.lat, -90, 90),
      lon: numberBetween(query.lon, -180, 180),
    });
    if (Object.keys(failures).length > 0) throw validationError(failures);
    const place = nearestCity(Number(query.lat), Number(query.lon));
    if (!place)
      throw new ApiError(
        404,
        'no_place_near',
        `No city of the countries this site serves lies within ${MAX_DISTANCE_KM} km of this position. ` +
          'Please choose your location yourself.',
      );
    return place;
  });
}
