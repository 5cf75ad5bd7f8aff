const { createHostConfig } = require('@dating/build');

module.exports = createHostConfig({ dir: __dirname });
