export { createHostConfig, type HostOptions } from './host';
export { createRemoteConfig, type RemoteOptions } from './remote';
export { sharedModules, SINGLETON_LIBRARIES, type SharedEntry } from './shared';
export { sharedWorkspacePackages, workspacePackages, REPO_ROOT, type WorkspacePackage } from './workspace';
export { PROVIDES_FILE } from './fit-records';
export { isMonolithBuild, MONOLITH_OUT_DIR, monolithLoaderSource, workspaceRemotes } from './monolith';
export { createServerRenderConfig, type ServerRenderOptions } from './server-render';
