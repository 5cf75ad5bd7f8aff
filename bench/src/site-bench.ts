import { coldContext, launch } from './routes';
import { measurePointerSwitch } from './pointer-switch';
import { buildMonolith, startSite } from './site';
import { MEMBER, measureMonolith, measureRoutes, reportRouteBytes } from './route-bytes';
import { lighthouseScores, recordLighthouse } from './lighthouse';

const PORT = Number(process.env.BENCH_SITE_PORT ?? 8095);
/**
 * The member Lighthouse opens the members' pages as: the seed's demo login, who has conversations (one of them is
 * the chat page measured), likes and unread messages, as a member who uses the site.
 */
const LIGHTHOUSE_MEMBER = { email: 'demo@example.com', password: 'demo1234' };
/** Bytes and requests per route, and how long a pointer switch takes to reach an open page. */
export async function runSiteBench(): Promise<void> {
  const browser = await launch();
  // The reference first, on the same port: the monolith build served in place of the federated shell.
  const monolith = await measureMonolith(browser, PORT, await buildMonolith()).catch(async (err) => {
    await browser.close();
    throw err;
  });
  const site = await startSite(PORT);
  try {
    reportRouteBytes(await measureRoutes(browser, site.base), monolith);
    const context = await coldContext(browser, site.base, MEMBER);
    await measurePointerSwitch(context, site.storeDir);
    await context.close();
    recordLighthouse(await lighthouseScores(site.base, LIGHTHOUSE_MEMBER));
  } finally {
    await browser.close();
    site.stop();
  }
}
