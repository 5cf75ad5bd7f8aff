import { serveApiFor, type Request, type Routes } from '@dating/testing';

/** The server double (@dating/testing) answering the chat remote's own api client, as its calls name it. */
export const serveApi = (routes: Routes): Request[] => serveApiFor('@dating/remote-chat', routes);
