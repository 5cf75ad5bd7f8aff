import type { FastifyInstance } from 'fastify';
import { getGeocode } from '@dating/contract';
import { registerEndpoint } from '../http/api-router';
import { ApiError } from '../http/errors';
import { MAX_DISTANCE_KM, nearestCity } from '../geo/geocode';

/** GET geocode.php?lat&lon (signup step 3): the browser's position to country, region and city, offline. */
export async function geocodeRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getGeocode, async ({ query }) => {
    const lat = Number(query.lat);
    const lon = Number(query.lon);
    const fields: Record<string, { code: string; message: string }> = {};
    if (query.lat.trim() === '' || !Number.isFinite(lat) || lat < -90 || lat > 90) fields.lat = { code: 'invalid_value', message: 'lat must be a number from -90 to 90' };
    if (query.lon.trim() === '' || !Number.isFinite(lon) || lon < -180 || lon > 180) fields.lon = { code: 'invalid_value', message: 'lon must be a number from -180 to 180' };
    if (Object.keys(fields).length > 0) throw new ApiError(400, 'validation', `Please check ${Object.keys(fields).join(', ')}.`, fields);
    const place = nearestCity(lat, lon);
    if (!place) throw new ApiError(404, 'no_place_near', `No city of the countries this site serves lies within ${MAX_DISTANCE_KM} km of this position. Please choose your location yourself.`);
    return place;
  });
}
