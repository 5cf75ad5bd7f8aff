export { createHostConfig, type HostOptions } from './host';
export { createRemoteConfig, type RemoteOptions } from './remote';
export { sharedModules, SINGLETON_LIBRARIES, type SharedEntry } from './shared';
export { sharedWorkspacePackages, REPO_ROOT } from './workspace';
export { isMonolithBuild, MONOLITH_OUT_DIR, monolithLoaderSource, workspaceRemotes } from './monolith';
export { createServerRenderConfig, type ServerRenderOptions } from './server-render';
