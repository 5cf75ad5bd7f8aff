/** What scripts and the bench use of the cluster launcher. */
export { startCluster, type ClusterOptions, type RunningCluster } from './launch';
export type { InstanceProcess } from './instance-process';
export type { BalancerProcess } from './balancer-process';
export type { ServerStat } from './haproxy-stats';
export { createFreshSchema, type FreshSchema } from './fresh-schema';
export { seedSite } from './seed-site';
