import { startTestApp, type TestApp } from './helpers/test-app';
import { signUpAt } from './helpers/signup';

const TOKEN = 'ops-signups-token';
const auth = { headers: { authorization: `Bearer ${TOKEN}` } };
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ opsToken: TOKEN, signup: { validateEmailRateLimit: { max: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

test('ops see which landing page, landers version and network new members came through', async () => {
  const summer = { page: 'landers/video/summer', version: '0.1.0-aaaaaaaaaaaa' };
  const canary = { page: 'landers/video/summer', version: '0.1.0-bbbbbbbbbbbb' };
  await signUpAt(t, { tracking: { network: 'x', sub1: 'y' }, lander: summer });
  await signUpAt(t, { tracking: { network: 'x' }, lander: summer });
  const { email } = await signUpAt(t, { tracking: { network: 'x' }, lander: canary });
  await signUpAt(t, {});

  const res = await t.client().get('/_ops/api/signups', auth);
  expect(res.status).toBe(200);
  expect(res.body.sources).toEqual(
    expect.arrayContaining([
      { lander: summer.page, landerVersion: summer.version, network: 'x', signups: 2 },
      { lander: canary.page, landerVersion: canary.version, network: 'x', signups: 1 },
      { lander: '', landerVersion: '', network: 'n1', signups: 1 }, // the helper's default tracking
    ]),
  );
  const newest = await t.db.selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  expect(res.body.recent.find((s: { memberId: number }) => s.memberId === newest.id).tracking).toEqual({
    network: 'x',
    lander: canary.page,
    lander_version: canary.version,
  });
  expect((await t.client().get('/_ops/api/signups')).status).toBe(401);
});
