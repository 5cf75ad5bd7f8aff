export * from './table';
export * from './match';
export { LIKE_TYPES } from './validate';
export type { RemotePageProps } from './remote-page';
export {
  AFTER_PAINT_PATH,
  APP_SHELL_URL,
  isAppShellRequest,
  shellNavigationPatterns,
  isShellNavigation,
} from './shell-paths';
export { remotePackageName } from './remote-package';
export { widgetModules, hostModules, hostModuleKey, type WidgetModule, type HostModule } from './host-modules';
export { landingVisitPage } from './landing-visit';
export { useAfterFirstPaint } from './after-first-paint';
