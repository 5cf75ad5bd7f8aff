export { KEPT_MAX_AGE_MS, type KeepEnv } from './kept-value';
export { captureTracking, trackingFromUrl, trafficSource, TRACKING_KEY, type TrackingEnv } from './tracking';
export { keptLanderVisit, rememberLanderVisit, LANDER_VISIT_KEY } from './lander-visit';
