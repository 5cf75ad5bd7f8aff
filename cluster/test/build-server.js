const { execFileSync } = require('node:child_process');
const path = require('node:path');

/** The instances run the built server (server/dist/main.js), as production does: built once before the suite. */
module.exports = function buildServer() {
  const server = path.resolve(__dirname, '..', '..', 'server');
  execFileSync(path.join(server, 'node_modules', '.bin', 'rspack'), ['build'], { cwd: server, stdio: 'pipe' });
};
