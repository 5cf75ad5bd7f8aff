/**
 * @database-independent
 * Its subject is fixed site data and settings: the PGlite run leaves it to PostgreSQL's, when there is one
 * (test/skip-database-independent.js).
 */
import { is, validate, type Struct } from 'superstruct';
import { getCompanyinfo, getInterests, getProfileFields, getRegions, getSettings } from '@dating/contract';
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ devTools: false, site: { pushPublicKey: '' } });
});
afterAll(() => t.close());

const expectShape = (value: unknown, struct: Struct<any, any>) => {
  const [error] = validate(value, struct);
  expect(error?.message).toBeUndefined();
};

describe('GET /api/settings.php', () => {
  test('has every Settings field of the spec, with signups open and the served countries', async () => {
    const res = await t.client().get('/api/settings.php');
    expect(res.status).toBe(200);
    expectShape(res.body, getSettings.response);
    expect(res.body.signups).toBe('all');
    expect(res.body.countries).toEqual([
      'US',
      'NL',
      'DE',
      'IT',
      'FR',
      'ES',
      'PL',
      'BE',
      'AT',
      'CH',
      'GB',
      'IE',
      'CA',
      'AU',
      'NZ',
    ]);
    expect(res.body.visible_profile_fields).toEqual(
      expect.arrayContaining(['gender', 'date_of_birth', 'country', 'countryregion', 'city']),
    );
    expect(res.body.dev_tools).toBe(false);
    expect(res.body.template).toBe('classic');
    // VAPID public key made on first start (65-byte P-256 point, base64url)
    expect(res.body.push_pub).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(res.body.cdn_prefix).toBe('/media/');
    for (const country of res.body.countries) expect(res.body.minimum_message_costs[country]).toBeDefined();
  });

  test('guesses the country from the browser language when no CDN header says it', async () => {
    const be = await t.client().get('/api/settings.php', { headers: { 'accept-language': 'nl-BE,nl;q=0.9' } });
    expect(be.body).toMatchObject({ geoip_country: 'BE', geoip_selected_country: 'BE' });
    const br = await t.client().get('/api/settings.php', { headers: { 'accept-language': 'pt-BR' } });
    expect(br.body).toMatchObject({ geoip_country: 'BR', geoip_selected_country: 'US' });
    const cdn = await t
      .client()
      .get('/api/settings.php', { headers: { 'accept-language': 'en-US', 'cf-ipcountry': 'pl' } });
    expect(cdn.body).toMatchObject({ geoip_country: 'PL', geoip_selected_country: 'PL' });
  });

  test('dev_tools follows the app option', async () => {
    const dev = await startOtherInstance(t, { devTools: true });
    try {
      expect((await dev.client().get('/api/settings.php')).body.dev_tools).toBe(true);
    } finally {
      await dev.close();
    }
  });
});

test('GET /api/companyinfo.php answers the company block', async () => {
  const res = await t.client().get('/api/companyinfo.php');
  expectShape(res.body, getCompanyinfo.response);
  const settings = (await t.client().get('/api/settings.php')).body;
  // The footer and the settings must name the same company.
  expect(res.body.name).toBe(settings.company_name);
  expect(res.body.kvk).toBe(settings.company_kvk);
});

test('GET /api/regions.php lists the served countries with their real regions', async () => {
  const res = await t.client().get('/api/regions.php');
  expectShape(res.body, getRegions.response);
  const byCode = new Map(res.body.countries.map((c: { code: string }) => [c.code, c]));
  expect([...byCode.keys()]).toHaveLength(15);
  const nl = byCode.get('NL') as { name: string; regions: { code: string; name: string }[] };
  expect(nl.name).toBe('Netherlands');
  expect(nl.regions).toHaveLength(12);
  expect(nl.regions).toContainEqual({ code: 'NH', name: 'Noord-Holland' });
  const de = byCode.get('DE') as { regions: { code: string }[] };
  expect(de.regions.map((r) => r.code)).toContain('BY');
});

test('GET /api/profile_fields.php gives allowed values per field', async () => {
  const res = await t.client().get('/api/profile_fields.php');
  expectShape(res.body, getProfileFields.response);
  expect(res.body.fields.gender.allowed_values).toEqual(['male', 'female']);
  for (const field of [
    'relationship_status',
    'body_type',
    'eye_color',
    'hair_color',
    'smoking',
    'drinking',
    'children',
    'education',
  ]) {
    const values: string[] = res.body.fields[field].allowed_values;
    expect(values.length).toBeGreaterThanOrEqual(3);
    expect(new Set(values).size).toBe(values.length);
  }
});

test('GET /api/interests.php gives interests with unique ids and names', async () => {
  const res = await t.client().get('/api/interests.php');
  expect(is(res.body, getInterests.response)).toBe(true);
  const ids = res.body.interests.map((i: { id: number }) => i.id);
  expect(ids.length).toBeGreaterThanOrEqual(20);
  expect(new Set(ids).size).toBe(ids.length);
});

test('an unknown /api path is a JSON 404', async () => {
  const res = await t.client().get('/api/nope.php');
  expect(res.status).toBe(404);
  expect(res.body.error).toBe('not_found');
});
