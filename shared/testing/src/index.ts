export { recordingApi, renderRemote, type RecordedCall } from './render-remote';
export { testTemplate, type FlagsPatch } from './test-template';
export { testProfile, testUser } from './members';
