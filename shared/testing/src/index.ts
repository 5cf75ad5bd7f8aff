export { recordingApi, renderRemote, type RecordedCall } from './render-remote';
export { testTemplate, type FlagsPatch } from './test-template';
