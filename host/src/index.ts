import { installChunkReload } from './chunk-reload';

// Installed before anything else loads: the bootstrap chunk itself is the first that can fail after a deploy.
installChunkReload();

// The async boundary: Module Federation initialises the share scope before any shared module is used.
import('./bootstrap');
