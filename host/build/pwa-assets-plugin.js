// Emits the installable-app files at the site root of the host build: the web manifest and its icons,
// the push service worker, and the build markers the shell polls to learn a new version is out
// (builds/latest.json → { buildId }, builds/meta/<buildId>.json → { buildId, version, builtAt }).
const { readFileSync } = require('node:fs');

const PLUGIN = 'DatingPwaAssetsPlugin';

/** The brand colour of the design tokens, so the installed app's title bar matches the site. */
function themeColour(tokensCss) {
  const match = /--color-primary:\s*(#[0-9a-f]{3,8})/i.exec(readFileSync(tokensCss, 'utf8'));
  return match ? match[1] : '#c2255c';
}

/** A heart in the 512×512 icon box. */
const HEART_PATH =
  'M256 440l-26-24C138 332 78 278 78 210c0-55 43-98 98-98 31 0 61 15 80 38 ' +
  '19-23 49-38 80-38 55 0 98 43 98 98 0 68-60 122-152 206z';

/** A heart on the brand colour; `padding` leaves the safe zone a maskable icon needs. */
function iconSvg(colour, padding) {
  const scale = 1 - padding * 2;
  const offset = 256 * padding * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${colour}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})"><path fill="#fff" d="${HEART_PATH}"/></g></svg>`
  );
}

class PwaAssetsPlugin {
  /**
   * @param {{ buildId: string, version: string, name: string, shortName?: string, tokensCss: string,
   *   pushWorker: string }} options
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { buildId, version, name, shortName, tokensCss, pushWorker } = this.options;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.fileDependencies.add(pushWorker);
      compilation.fileDependencies.add(tokensCss);
      // ADDITIONAL runs before workbox's GenerateSW collects the assets, so the icons land in the precache (the
      // installed app starts offline) — builds/*, sw-push.js and the manifest are excluded there. The manifest's name
      // is only the build's: the server serves it with the site's name from its settings (server/src/static).
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const sharp = require('sharp');
          const colour = themeColour(tokensCss);
          const emit = (file, content) => compilation.emitAsset(file, new RawSource(content));

          const icons = [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any', size: 192, padding: 0 },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any', size: 512, padding: 0 },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
              size: 512,
              padding: 0.1,
            },
          ];
          for (const icon of icons) {
            const png = await sharp(Buffer.from(iconSvg(colour, icon.padding)))
              .resize(icon.size, icon.size)
              .png()
              .toBuffer();
            emit(icon.src.slice(1), png);
          }
          emit('icons/icon.svg', iconSvg(colour, 0));

          const manifest = {
            id: '/',
            name,
            short_name: shortName ?? name,
            start_url: '/home',
            scope: '/',
            display: 'standalone',
            theme_color: colour,
            background_color: '#ffffff',
            icons: [
              ...icons.map(({ src, sizes, type, purpose }) => ({ src, sizes, type, purpose })),
              { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            ],
          };
          emit('manifest.webmanifest', JSON.stringify(manifest, null, 2));
          emit('sw-push.js', readFileSync(pushWorker));
          emit('builds/latest.json', JSON.stringify({ buildId }));
          emit(`builds/meta/${buildId}.json`, JSON.stringify({ buildId, version, builtAt: new Date().toISOString() }));
        },
      );
    });
  }
}

module.exports = { PwaAssetsPlugin, themeColour };
