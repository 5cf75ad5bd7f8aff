import { randomBytes } from 'node:crypto';
import { is } from 'superstruct';
import { UserAnswer } from '@dating/contract';
import { startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { ageCodes, codeOf, mailedLink } from './helpers/credentials';

/**
 * /reset-password and /reset-password/do (docs/product.md §2): a reset mail answers the same for every address,
 * its link works once and for an hour, sets the password, ends every session and logs this browser in.
 */
const HOUR_MS = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    resetPasswordLimits: { perAddress: { max: 100, windowMs: 60_000 }, perIp: { max: 1000, windowMs: 60_000 } },
  });
});
afterAll(() => t.close());

const askReset = async (email: string) => {
  const c = t.client();
  await c.prime();
  return c.post('/api/reset_password.php', { email });
};

const resetDo = async (code: string, password: string) => {
  const c = t.client();
  await c.prime();
  return { c, res: await c.post('/api/reset_password.php?do=1', { code, password }) };
};

describe('asking for a reset mail', () => {
  test('a member gets a mail in their language whose link opens /reset-password/do', async () => {
    const m = await createMember(t.db, { language: 'de', name: 'Dora' });
    const res = await askReset(m.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const link = await mailedLink(t.db, m.email, '/reset-password/do');
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\/do\?code=[\w-]{43}$/);
    const mail = await t.db.selectFrom('outbox').selectAll().where('to', '=', m.email).executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Passwort');
    expect(mail.text).toContain('Hallo Dora,');
  });

  test('an unknown address gets exactly the same answer, and no mail is written', async () => {
    const m = await createMember(t.db);
    const known = await askReset(m.email);
    const unknown = await askReset('nobody-here@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    expect(await mailedLink(t.db, 'nobody-here@example.com', '/reset-password/do', 300)).toBeNull();
  });

  test('the address is matched without regard to case and spaces', async () => {
    const m = await createMember(t.db, { email: 'reset-case@example.com' });
    await askReset('  Reset-Case@Example.COM ');
    expect(await mailedLink(t.db, m.email, '/reset-password/do')).not.toBeNull();
  });

  test('a malformed address is refused as a field error', async () => {
    const res = await askReset('not an address');
    expect(res.status).toBe(400);
    expect(res.body.fields.email.code).toBe('invalid_email');
  });
});

describe('the reset link', () => {
  test('sets the new password, ends every old session (403) and logs this browser in', async () => {
    const m = await createMember(t.db, { password: 'old-pass' });
    const phone = t.client();
    const laptop = t.client();
    expect((await phone.login(m.email, 'old-pass')).status).toBe(200);
    expect((await laptop.login(m.email, 'old-pass')).status).toBe(200);

    await askReset(m.email);
    const { c, res } = await resetDo(codeOf((await mailedLink(t.db, m.email, '/reset-password/do'))!), 'new-pass');
    expect(res.status).toBe(200);
    expect(is(res.body, UserAnswer)).toBe(true);
    expect(res.body.user.email).toBe(m.email);
    expect(res.setCookies.find((x) => x.name === 'sid')).toBeDefined();

    for (const old of [phone, laptop]) {
      const me = await old.get('/api/user.php');
      expect(me.status).toBe(403);
      expect(me.body.error).toBe('session_expired');
    }
    expect((await c.get('/api/user.php')).body.user.email).toBe(m.email);
    expect((await t.client().login(m.email, 'old-pass')).status).toBe(401);
    expect((await t.client().login(m.email, 'new-pass')).status).toBe(200);
  });

  test('works once', async () => {
    const m = await createMember(t.db);
    await askReset(m.email);
    const code = codeOf((await mailedLink(t.db, m.email, '/reset-password/do'))!);
    expect((await resetDo(code, 'first-new')).res.status).toBe(200);
    const again = await resetDo(code, 'second-new');
    expect(again.res.status).toBe(400);
    expect(again.res.body.error).toBe('code_invalid');
    expect(again.res.setCookies.find((x) => x.name === 'sid')).toBeUndefined();
    expect((await t.client().login(m.email, 'first-new')).status).toBe(200);
  });

  test('expires after one hour', async () => {
    const m = await createMember(t.db, { password: 'kept' });
    await askReset(m.email);
    const code = codeOf((await mailedLink(t.db, m.email, '/reset-password/do'))!);
    await ageCodes(t.db, m.id, 'password_reset', HOUR_MS + 60_000);
    const { res } = await resetDo(code, 'too-late');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('code_invalid');
    expect((await t.client().login(m.email, 'kept')).status).toBe(200);
  });

  test('only the newest mail works; an unknown code does not', async () => {
    const m = await createMember(t.db);
    await askReset(m.email);
    const first = codeOf((await mailedLink(t.db, m.email, '/reset-password/do'))!);
    await askReset(m.email);
    // the second mail is written after the answer: wait until it is the newest
    let second = first;
    for (let tries = 0; second === first && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      second = codeOf((await mailedLink(t.db, m.email, '/reset-password/do'))!);
    }
    expect(second).not.toBe(first);
    expect((await resetDo(first, 'nope-one-1')).res.body.error).toBe('code_invalid');
    expect((await resetDo('x'.repeat(43), 'nope-two-2')).res.body.error).toBe('code_invalid');
    expect((await resetDo(second, 'yes-this-one')).res.status).toBe(200);
  });

  test('an empty password is refused and does not use the link up', async () => {
    const m = await createMember(t.db);
    await askReset(m.email);
    const code = codeOf((await mailedLink(t.db, m.email, '/reset-password/do'))!);
    const empty = await resetDo(code, '');
    expect(empty.res.status).toBe(400);
    expect((await resetDo(code, 'fine-now')).res.status).toBe(200);
  });
});

describe('rate limits', () => {
  // Each limit is tried on another instance of the app on the same database: its counts start at zero, and a
  // fresh database would cost seconds of CPU and prove nothing more.
  const limited = async (limits: { perAddress: number; perIp: number }, run: (app: OtherInstance) => Promise<void>) => {
    const app = await startOtherInstance(t, {
      resetPasswordLimits: {
        perAddress: { max: limits.perAddress, windowMs: 60_000 },
        perIp: { max: limits.perIp, windowMs: 60_000 },
      },
    });
    try {
      await run(app);
    } finally {
      await app.close();
    }
  };
  const ask = async (app: OtherInstance, email: string) => {
    const c = app.client();
    await c.prime();
    return c.post('/api/reset_password.php', { email });
  };

  test('per address: the fourth request for one address is refused, another address is not', async () => {
    await limited({ perAddress: 3, perIp: 100 }, async (app) => {
      for (let i = 0; i < 3; i++) expect((await ask(app, 'flood@example.com')).status).toBe(200);
      const fourth = await ask(app, 'FLOOD@example.com');
      expect(fourth.status).toBe(429);
      expect(fourth.body.error).toBe('rate_limited');
      expect((await ask(app, 'other@example.com')).status).toBe(200);
    });
  }, 60_000);

  test('per IP: one sender cannot ask for mails to many addresses', async () => {
    await limited({ perAddress: 100, perIp: 5 }, async (app) => {
      for (let i = 0; i < 5; i++) expect((await ask(app, `spray${i}@example.com`)).status).toBe(200);
      const sixth = await ask(app, 'spray-last@example.com');
      expect(sixth.status).toBe(429);
      expect(sixth.body.error).toBe('rate_limited');
    });
  }, 60_000);

  test('with REDIS_URL the count per address is shared by every instance', async () => {
    const options = {
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      rateLimitNameSpace: `dating-test-${randomBytes(6).toString('hex')}-`,
      resetPasswordLimits: { perAddress: { max: 2, windowMs: 60_000 }, perIp: { max: 100, windowMs: 60_000 } },
    };
    const apps: OtherInstance[] = [];
    try {
      apps.push(await startOtherInstance(t, options), await startOtherInstance(t, options));
      expect((await ask(apps[0]!, 'shared@example.com')).status).toBe(200);
      expect((await ask(apps[1]!, 'shared@example.com')).status).toBe(200);
      const third = await ask(apps[0]!, 'shared@example.com');
      expect(third.status).toBe(429);
      expect(third.body.error).toBe('rate_limited');
    } finally {
      for (const app of apps) await app.close();
    }
  }, 90_000);
});
