import { getUser, getLikes, getLogout, postLogin, putUser, getSearch } from '@dating/contract';
import { getBus } from '@dating/bus';
import { ApiError, buildUrl, createApiClient } from '../src';

type Seen = { url: string; init: RequestInit };

function fakeFetch(status: number, body: unknown, seen: Seen[] = []) {
  return (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    // jsdom has no Response; the client only reads these three members.
    return { ok: status >= 200 && status < 300, status, json: async () => JSON.parse(JSON.stringify(body)) };
  }) as unknown as typeof fetch;
}

const profile = {
  id: 7,
  name: 'Anna',
  age: 30,
  city: '',
  country: 'NL',
  countryregion: '',
  gender: '',
  date_of_birth: '0000-00-00',
  personal: '',
  main_image: null,
  images: [],
  language: 'nl',
  did_like_profile: false,
  lastSignupStep: false,
};
const user = {
  email: 'a@b.nl',
  profile,
  paid_user: false,
  signup_date: '2026-01-01T00:00:00Z',
  mailprovider: 0,
  fictional_icon: false,
  credits: 0,
  activated: false,
  shown_to_visitors: true,
};

describe('api client', () => {
  afterAll(() => getBus().close());

  it('sends the package name, original host and JSON body, and returns the validated answer', async () => {
    const seen: Seen[] = [];
    document.cookie = 'csrf=tok123';
    const api = createApiClient({ packageName: '@dating/remote-profile', fetch: fakeFetch(200, { user }, seen) });
    const answer = await api.call(putUser, { body: { name: 'Anna' } });
    expect(answer.user.email).toBe('a@b.nl');
    const headers = seen[0].init.headers as Record<string, string>;
    expect(seen[0].init.method).toBe('PUT');
    expect(headers['X-Package-Name']).toBe('@dating/remote-profile');
    expect(headers['X-Original-Host']).toBe(location.host);
    expect(headers['X-CSRF-Token']).toBe('tok123');
    expect(seen[0].init.body).toBe('{"name":"Anna"}');
  });

  it('sends X-CSRF-Token on GETs too: logout.php and filter saving act only for the site itself', async () => {
    const seen: Seen[] = [];
    document.cookie = 'csrf=tok456';
    const api = createApiClient({ packageName: 'x', fetch: fakeFetch(200, 'done', seen) });
    await api.call(getLogout);
    expect(seen[0].init.method).toBe('GET');
    expect((seen[0].init.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok456');
    expect(seen[0].init.body).toBeUndefined();
  });

  it('drops unknown extra fields but refuses a broken answer', async () => {
    const extra = createApiClient({
      packageName: 'x',
      fetch: fakeFetch(200, { user: { ...user, extra: 1 }, more: true }),
    });
    expect(await extra.call(getUser)).toEqual({ user });
    const broken = createApiClient({ packageName: 'x', fetch: fakeFetch(200, { user: { email: 5 } }) });
    await expect(broken.call(getUser)).rejects.toMatchObject({ code: 'contract' });
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    const api = createApiClient({
      packageName: 'x',
      fetch: fakeFetch(401, { error: 'invalid_credentials', message: 'Wrong email or password' }),
    });
    const err: ApiError = await api.call(postLogin, { body: { email: 'a@b.nl', password: 'x' } }).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(401);
    expect(err.code).toBe('invalid_credentials');
    expect(err.message).toBe('Wrong email or password');
  });

  it('announces an expired session on a 403 from likes, but not from other calls', async () => {
    const expired: string[] = [];
    const off = getBus().on('session:expired', ({ endpoint }) => expired.push(endpoint));
    const api = createApiClient({
      packageName: 'x',
      fetch: fakeFetch(403, { error: 'session_expired', message: 'Session expired' }),
    });
    await expect(api.call(getLikes)).rejects.toBeInstanceOf(ApiError);
    await expect(api.call(getSearch, { query: {} })).rejects.toBeInstanceOf(ApiError);
    off();
    expect(expired).toEqual(['/api/likes.php']);
  });

  it('reports a network failure as status 0', async () => {
    const api = createApiClient({
      packageName: 'x',
      fetch: (async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch,
    });
    await expect(api.call(getUser)).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('builds URLs with the selecting query first and skips empty parameters', () => {
    expect(buildUrl(getSearch, { page: 2, gender: 'female', country: '', min_age: undefined })).toBe(
      '/api/search.php?page=2&gender=female',
    );
  });

  describe('a call made before the visit had its csrf cookie', () => {
    const expireCsrf = () => (document.cookie = 'csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    afterEach(expireCsrf);

    /** The server's answers in turn; the first refusal sets the cookie, as its onRequest hook does. */
    function serverSettingTheCookie(answers: [number, unknown][], seen: Seen[]) {
      return (async (url: string, init: RequestInit) => {
        seen.push({ url, init });
        const [status, body] = answers[seen.length - 1]!;
        document.cookie = 'csrf=fresh';
        return { ok: status >= 200 && status < 300, status, json: async () => body };
      }) as unknown as typeof fetch;
    }
    const csrfRefusal: [number, unknown] = [403, { error: 'csrf', message: 'out of date' }];

    it('goes once more with the cookie the refusal brought, and the member is logged in', async () => {
      expireCsrf();
      const seen: Seen[] = [];
      const api = createApiClient({
        packageName: 'x',
        fetch: serverSettingTheCookie([csrfRefusal, [200, { user }]], seen),
      });
      const answer = await api.call(postLogin, { body: { email: 'a@b.nl', password: 'secret12' } });
      expect(answer.user.email).toBe('a@b.nl');
      const tokens = seen.map((s) => (s.init.headers as Record<string, string>)['X-CSRF-Token']);
      expect(tokens).toEqual(['', 'fresh']);
      expect(seen[1]!.init.body).toBe(seen[0]!.init.body);
    });

    it('does not go again when the token it sent was refused: the page really is out of date', async () => {
      document.cookie = 'csrf=stale';
      const seen: Seen[] = [];
      const api = createApiClient({ packageName: 'x', fetch: serverSettingTheCookie([csrfRefusal], seen) });
      await expect(api.call(postLogin, { body: { email: 'a@b.nl', password: 'secret12' } })).rejects.toMatchObject({
        status: 403,
      });
      expect(seen).toHaveLength(1);
    });

    it('does not go again for another refusal', async () => {
      expireCsrf();
      const seen: Seen[] = [];
      const suspended: [number, unknown] = [403, { error: 'account_suspended', message: 'suspended' }];
      const api = createApiClient({ packageName: 'x', fetch: serverSettingTheCookie([suspended], seen) });
      await expect(api.call(postLogin, { body: { email: 'a@b.nl', password: 'secret12' } })).rejects.toMatchObject({
        status: 403,
      });
      expect(seen).toHaveLength(1);
    });
  });
});
