import { installChunkReload } from './chunk-reload';
import { start } from './bootstrap';

// Before the app starts: a lazy chunk of a replaced version is the first thing that can fail after a deploy.
installChunkReload();

// No async boundary (`import('./bootstrap')`): the host provides every shared module eagerly, so the share
// scope is complete before this runs, and the app needs no chunk (two requests: JS and CSS) of its own.
void start();
