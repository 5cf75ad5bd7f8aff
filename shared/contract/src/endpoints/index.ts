export * from './session';
export * from './account';
export * from './site';
export * from './social';
export * from './redirects';
export * from './credits';
export * from './landers';
