declare const __HOST_BUILD_ID__: string | undefined;

/** The id of the running shell build (set by host/rspack.config.js); 'dev' outside a build (tests). */
export const HOST_BUILD_ID: string = typeof __HOST_BUILD_ID__ === 'string' ? __HOST_BUILD_ID__ : 'dev';
