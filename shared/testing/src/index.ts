export { recordingApi, renderRemote, type RecordedCall } from './render-remote';
export { renderPage, type PageSetup } from './render-page';
export { callsTo, held, ok, refused, serveApiFor, type Answer, type Request, type Routes } from './server-double';
export { testTemplate, type FlagsPatch } from './test-template';
export { testProfile, testUser } from './members';
export { heldFrames } from './held-frames';
