export { createApiClient, getApi, setApi, buildUrl, type ApiClient, type ApiClientOptions, type CallInput } from './client';
export { ApiError, refusedFields } from './errors';
export { readCookie } from './cookies';
export * from './queries';
export { publishLikes, useLikeToggle, useSharedLikes, withLikeChange, type LikeChange } from './likes';
export * from './signup';
