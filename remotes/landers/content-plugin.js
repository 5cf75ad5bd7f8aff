const { readdirSync, readFileSync, existsSync } = require('node:fs');
const { join, basename } = require('node:path');

/**
 * Marketing's content, as files: content/pages.json (the search-engine copy of the index, match-finder,
 * signup-matches and member landings) and content/campaigns/<kind>/<slug>.json (one campaign each: audience
 * and copy in every language). Adding a campaign is adding a file; its kind and slug are its path.
 */
function readLanderContent(dir) {
  const root = join(dir, 'content');
  const pages = JSON.parse(readFileSync(join(root, 'pages.json'), 'utf8'));
  const campaignsDir = join(root, 'campaigns');
  const files = [];
  const campaigns = [];
  for (const kind of existsSync(campaignsDir) ? readdirSync(campaignsDir).sort() : []) {
    for (const file of readdirSync(join(campaignsDir, kind)).sort()) {
      if (!file.endsWith('.json')) continue;
      const path = join(campaignsDir, kind, file);
      files.push(path);
      campaigns.push({ kind, slug: basename(file, '.json'), ...JSON.parse(readFileSync(path, 'utf8')) });
    }
  }
  return { content: { campaigns, pages }, files: [join(root, 'pages.json'), ...files] };
}

/**
 * Emits content.json next to the remote entry: the remote fetches it from its own version folder, the server
 * reads it for a page's head, and `deploy verify` checks it against LanderContent of @dating/contract.
 */
class LanderContentPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('LanderContentPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LanderContentPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const { content, files } = readLanderContent(this.dir);
          for (const file of files) compilation.fileDependencies.add(file);
          compilation.emitAsset('content.json', new RawSource(JSON.stringify(content)));
        },
      );
    });
  }
}

module.exports = { LanderContentPlugin, readLanderContent };
