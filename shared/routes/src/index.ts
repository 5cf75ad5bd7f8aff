export * from './table';
export * from './match';
export { LIKE_TYPES } from './validate';
export type { RemotePageProps } from './remote-page';
export { shellNavigationPatterns, isShellNavigation } from './shell-paths';
