import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PERSON_USER_AGENT } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 8091);
const LOOK_SPECS = /(axe|look)\.spec\.ts$/;

/** Debian's Chromium, never a downloaded browser; the flags keep it off the closed network. */
export default defineConfig({
  testDir: './tests',
  // A test's limit only catches a test that hangs; it is no measure of speed (scripts/bench measures that). Every
  // step waits for a state, so a busy machine makes a test slower, never failing: the longest tests build and
  // publish a remote, which takes a minute on a busy two-core machine. scripts/test's phase limit bounds the whole.
  timeout: 180_000,
  // scripts/test sets the whole run's limit just under its own, so Playwright itself stops and reports which test it
  // interrupted and which it never began, rather than being killed without a report (0: no limit).
  globalTimeout: Number(process.env.E2E_GLOBAL_TIMEOUT_MS ?? 0),
  // Screenshot references (look.spec.ts) sit beside the tests, one folder per spec, without the platform suffix:
  // CI takes them in the same Debian Chromium as a developer does.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    // How long one state may take to appear: a page's render or a server's answer on a busy machine. Passing
    // waits end when the state is there; only a failing one waits this long.
    timeout: 15_000,
    // A little antialiasing noise passes; a changed layout or colour does not. Animations are run to their end
    // and the text caret hidden, so an image never catches a moment.
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The service worker's install precaches the whole shell (over a hundred files) in every new context: a third
    // of what Chromium spent on a test that is not about the worker (139 s of CPU against 97 s for 36 such tests).
    // So a behaviour test runs without it unless its file is about the worker or what passes through it (offline,
    // push, the install prompt, remotes and pointers the worker caches, its CSP): those files say
    // test.use(WITH_SERVICE_WORKER) (tests/helpers.ts). The look project, whose walks see every route as members
    // do, keeps it.
    serviceWorkers: 'block',
    // These tests play people (the bot test sets its own agent).
    userAgent: PERSON_USER_AGENT,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // Two phases on the one server: what the site does, then how it looks (axe on every route in both themes and
  // viewports, screenshots). The look phase is heavy on the two cores and the one embedded database; run beside
  // the behaviour tests it made their waits flaky, so it starts when they are done.
  projects: [
    // The behaviour tests browse as a member who asked for reduced motion (the site honours it: host reset.css), a
    // setting members use: no pulsing, spinning or shimmering while a test waits, and no transition to wait out
    // before a click (the behaviour run: 405 s and 680 s of CPU with motion, 373 s and 620 s without).
    //
    // Each project keeps its failures' traces and page snapshots in a folder of its own: Playwright empties a run's
    // output folder when it starts, and scripts/test's look run used to empty the behaviour run's (run q5 lost the
    // page a failed signup was on).
    {
      name: 'behaviour',
      testIgnore: LOOK_SPECS,
      outputDir: 'test-results/behaviour',
      use: { reducedMotion: 'reduce' },
    },
    {
      name: 'look',
      testMatch: LOOK_SPECS,
      dependencies: ['behaviour'],
      outputDir: 'test-results/look',
      use: { serviceWorkers: 'allow' },
    },
  ],
  webServer: {
    command: `bash ./serve-for-tests.sh ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/settings.php`,
    // scripts/test starts this same command while the server tests end, and says so; otherwise never reuse a
    // server that happens to be on the port (a developer's, with other data).
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
