import { AFTER_PAINT_PATH } from '@dating/routes';

/** The type a held script carries: the browser neither fetches nor runs it, nor does its preload scanner. */
const HELD_TYPE = 'text/x-after-paint';

/**
 * Starts the held scripts, in their order, once the page the server drew is on screen: after the frame that painted
 * it (two animation frames), or after a second at the latest, since a tab opened in the background paints no frames.
 */
export const AFTER_PAINT_SCRIPT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('script[type="${HELD_TYPE}"]').forEach(function (held) {
      var script = document.createElement('script');
      script.src = held.getAttribute('data-src');
      script.async = false;
      document.body.appendChild(script);
    });
  }
  requestAnimationFrame(function () { requestAnimationFrame(start); });
  setTimeout(start, 1000);
})();
`;

/**
 * A page the server drew is read before the app's scripts run (docs/architecture.md, Server HTML), so they need not
 * share the line with what paints it. Held until after the first paint, they no longer slow the stylesheets and the
 * text on a phone's slow line: the page paints once its HTML and styles are in, and the app takes over after.
 * A page the app draws itself (the shell alone) keeps its scripts as they are.
 */
export function scriptsAfterPaint(html: string): string {
  let held = 0;
  const out = html.replace(/<script defer(?:="")? src="(\/[^"]+\.js)"><\/script>/g, (_, src: string) => {
    held++;
    return `<script type="${HELD_TYPE}" data-src="${src}"></script>`;
  });
  return held > 0 ? out.replace('</body>', () => `<script defer src="${AFTER_PAINT_PATH}"></script></body>`) : out;
}
