import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { activationLinkOf, signUpAt, uniqueEmail } from './helpers/signup';
import { ageCodes, codeOf, mailedLink } from './helpers/credentials';

/**
 * Changing the address (docs/product.md §2): a link to the new address completes it, a notice to the old one
 * carries a "this was not me" link that undoes it and secures the account; an account never activated moves
 * at once. Links work once and expire.
 */
const HOUR_MS = 3_600_000;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ signup: { validateEmailRateLimit: { max: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const emailOf = async (id: number) =>
  (await t.db.selectFrom('members').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;

async function activeMember(password = 'secret-pass') {
  const m = await createMember(t.db, { password, activated: true, language: 'fr', name: 'Fleur' });
  const c = t.client();
  expect((await c.login(m.email, password)).status).toBe(200);
  return { ...m, c };
}

const visitor = async () => {
  const c = t.client();
  await c.prime();
  return c;
};

describe('an activated member', () => {
  test('keeps the address until the link to the new one is opened; then logs in with the new one', async () => {
    const m = await activeMember();
    const to = uniqueEmail('new');
    const res = await m.c.post('/api/mail_change.php', { email: to, password: 'secret-pass' });
    expect(res.status).toBe(200);
    expect(res.body.pending_email).toBe(to);
    expect(res.body.user.email).toBe(m.email);
    expect(await emailOf(m.id)).toBe(m.email);

    const link = await mailedLink(t.db, to, '/mail-change/do');
    expect(link).toMatch(/\/mail-change\/do\?code=[\w-]{43}$/);
    const confirm = await (await visitor()).post('/api/mail_change.php?do=1', { code: codeOf(link!) });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ email: to });
    expect(await emailOf(m.id)).toBe(to);
    expect((await t.client().login(to, 'secret-pass')).status).toBe(200);
    expect((await t.client().login(m.email, 'secret-pass')).status).toBe(401);
  });

  test('the old address gets a notice in the member language with a link to #email-change-incorrect', async () => {
    const m = await activeMember();
    const to = uniqueEmail('new');
    await m.c.post('/api/mail_change.php', { email: to, password: 'secret-pass' });
    const notice = await t.db.selectFrom('outbox').selectAll().where('to', '=', m.email).executeTakeFirstOrThrow();
    expect(notice.text).toContain('Bonjour Fleur,');
    expect(notice.text).toContain(to);
    const link = await mailedLink(t.db, m.email, '/notifications');
    expect(link).toMatch(/\/notifications\?code=[\w-]{43}#email-change-incorrect$/);
  });

  test('the confirmation link works once and expires after 24 hours', async () => {
    const m = await activeMember();
    const first = uniqueEmail('once');
    await m.c.post('/api/mail_change.php', { email: first, password: 'secret-pass' });
    const code = codeOf((await mailedLink(t.db, first, '/mail-change/do'))!);
    expect((await (await visitor()).post('/api/mail_change.php?do=1', { code })).status).toBe(200);
    const again = await (await visitor()).post('/api/mail_change.php?do=1', { code });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('code_invalid');

    const late = uniqueEmail('late');
    await m.c.post('/api/mail_change.php', { email: late, password: 'secret-pass' });
    const lateCode = codeOf((await mailedLink(t.db, late, '/mail-change/do'))!);
    await ageCodes(t.db, m.id, 'mail_change', 24 * HOUR_MS + 60_000);
    const expired = await (await visitor()).post('/api/mail_change.php?do=1', { code: lateCode });
    expect(expired.body.error).toBe('code_invalid');
    expect(await emailOf(m.id)).toBe(first);
  });

  test('a taken address is refused as the email check would; so is a wrong password', async () => {
    const m = await activeMember();
    const other = await createMember(t.db, { activated: true });
    const taken = await m.c.post('/api/mail_change.php', { email: other.email.toUpperCase(), password: 'secret-pass' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('email_exists');
    expect(taken.body.fields.email.code).toBe('email_exists');
    const wrong = await m.c.post('/api/mail_change.php', { email: uniqueEmail(), password: 'guess' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('wrong_password');
    const malformed = await m.c.post('/api/mail_change.php', { email: 'nope', password: 'secret-pass' });
    expect(malformed.body.fields.email.code).toBe('invalid_email');
  });

  test('an address taken between the mail and the click is not given to a second account', async () => {
    const m = await activeMember();
    const to = uniqueEmail('race');
    await m.c.post('/api/mail_change.php', { email: to, password: 'secret-pass' });
    const code = codeOf((await mailedLink(t.db, to, '/mail-change/do'))!);
    await createMember(t.db, { email: to });
    const res = await (await visitor()).post('/api/mail_change.php?do=1', { code });
    expect(res.status).toBe(409);
    expect(await emailOf(m.id)).toBe(m.email);
  });
});

describe('"this was not me"', () => {
  test('undoes a completed change, sets a new password, ends every session and logs this browser in', async () => {
    const m = await activeMember('old-pass');
    const thief = t.client();
    expect((await thief.login(m.email, 'old-pass')).status).toBe(200);
    const to = uniqueEmail('thief');
    await thief.post('/api/mail_change.php', { email: to, password: 'old-pass' });
    await (
      await visitor()
    ).post('/api/mail_change.php?do=1', { code: codeOf((await mailedLink(t.db, to, '/mail-change/do'))!) });
    expect(await emailOf(m.id)).toBe(to);

    const undoCode = codeOf((await mailedLink(t.db, m.email, '/notifications'))!);
    const owner = await visitor();
    const res = await owner.post('/api/mail_change.php?undo=1', { code: undoCode, password: 'mine-again' });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(m.email);
    expect(await emailOf(m.id)).toBe(m.email);
    for (const old of [thief, m.c]) expect((await old.get('/api/user.php')).status).toBe(403);
    expect((await owner.get('/api/user.php')).body.user.email).toBe(m.email);
    expect((await t.client().login(m.email, 'old-pass')).status).toBe(401);
    expect((await t.client().login(m.email, 'mine-again')).status).toBe(200);
  });

  test('calls off a change not confirmed yet: its confirmation link no longer works', async () => {
    const m = await activeMember();
    const to = uniqueEmail('pending');
    await m.c.post('/api/mail_change.php', { email: to, password: 'secret-pass' });
    const confirmCode = codeOf((await mailedLink(t.db, to, '/mail-change/do'))!);
    const undoCode = codeOf((await mailedLink(t.db, m.email, '/notifications'))!);
    expect(
      (await (await visitor()).post('/api/mail_change.php?undo=1', { code: undoCode, password: 'undo-pass-2' })).status,
    ).toBe(200);
    const late = await (await visitor()).post('/api/mail_change.php?do=1', { code: confirmCode });
    expect(late.body.error).toBe('code_invalid');
    expect(await emailOf(m.id)).toBe(m.email);
  });

  test('the undo link works once and expires after 7 days', async () => {
    const m = await activeMember();
    await m.c.post('/api/mail_change.php', { email: uniqueEmail(), password: 'secret-pass' });
    const code = codeOf((await mailedLink(t.db, m.email, '/notifications'))!);
    expect(
      (await (await visitor()).post('/api/mail_change.php?undo=1', { code, password: 'undo-pass-1' })).status,
    ).toBe(200);
    const again = await (await visitor()).post('/api/mail_change.php?undo=1', { code, password: 'undo-pass-2' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('code_invalid');

    const n = await activeMember();
    await n.c.post('/api/mail_change.php', { email: uniqueEmail(), password: 'secret-pass' });
    const lateCode = codeOf((await mailedLink(t.db, n.email, '/notifications'))!);
    await ageCodes(t.db, n.id, 'mail_change_undo', 7 * 24 * HOUR_MS + 60_000);
    const late = await (
      await visitor()
    ).post('/api/mail_change.php?undo=1', { code: lateCode, password: 'undo-pass-3' });
    expect(late.body.error).toBe('code_invalid');
    expect((await t.client().login(n.email, 'secret-pass')).status).toBe(200);
  });
});

describe('a member who has not activated yet (signup step 7)', () => {
  test('moves to the new address at once; the activation mail goes there and the old link stops working', async () => {
    const { c, email } = await signUpAt(t);
    const oldLink = new URL(await activationLinkOf(t.db, email));
    const to = uniqueEmail('fixed');
    const res = await c.post('/api/mail_change.php', { email: to, password: 'secret-pass' });
    expect(res.status).toBe(200);
    expect(res.body.pending_email).toBeNull();
    expect(res.body.user.email).toBe(to);
    const outboxToOld = await t.db.selectFrom('outbox').select('id').where('to', '=', email).execute();
    expect(outboxToOld).toHaveLength(1); // the first activation mail only: no notice to an unconfirmed address

    expect((await t.client().get(oldLink.pathname + oldLink.search)).headers.get('location')).toBe('/activate/error');
    const newLink = new URL(await activationLinkOf(t.db, to));
    expect((await t.client().get(newLink.pathname + newLink.search)).headers.get('location')).toBe('/activate/done');
    expect((await t.client().login(to, 'secret-pass')).status).toBe(200);
  });
});
