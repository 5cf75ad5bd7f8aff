/** Member photos are served from the site's media folder. */
export const mediaUrl = (thumbFilename: string) => `/media/${thumbFilename}`;
