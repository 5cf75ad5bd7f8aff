export { recordingApi, renderRemote, type RecordedCall } from './render-remote';
