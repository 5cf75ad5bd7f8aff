import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { linkMail } from '../src/mail/link-mail';
import { exportReadyMail } from '../src/mail/leaving-mails';

/**
 * Mail words that agree with the member's gender (the member's own gender of the profile): Italian 'iscritto' /
 * 'iscritta', 'stato' / 'stata', Polish 'prosiłeś' / 'prosiłaś', French 'inscrit' / 'inscrite'; and no article
 * clash before the site name ('a Amoroso' is 'ad Amoroso'; the mail signs up 'su Amoroso').
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function changeAddress(gender: 'male' | 'female', activated: boolean) {
  const m = await createMember(t.db, { gender, activated, language: 'it', name: 'Chiara' });
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  const to = `${gender}-${activated}-${Date.now()}@example.com`;
  expect((await c.post('/api/mail_change.php', { email: to, password: m.password })).status).toBe(200);
  const mailTo = async (address: string) =>
    (await t.db.selectFrom('outbox').selectAll().where('to', '=', address).executeTakeFirstOrThrow()).text;
  return { old: m.email, to, mailTo };
}

describe('Italian mails of a member who changes the address', () => {
  test('a woman: the notice to the old address asks "se sei stata tu"', async () => {
    const m = await changeAddress('female', true);
    const notice = await m.mailTo(m.old);
    expect(notice).toContain('Se sei stata tu, non devi fare nulla. Se non sei stata tu,');
    expect(notice).toContain('Non sono stata io:');
    expect(notice).not.toMatch(/stato|\{o\|a\}/);
  });

  test('a man: the notice to the old address asks "se sei stato tu"', async () => {
    const m = await changeAddress('male', true);
    const notice = await m.mailTo(m.old);
    expect(notice).toContain('Se sei stato tu, non devi fare nulla. Se non sei stato tu,');
    expect(notice).toContain('Non sono stato io:');
  });

  test('an account not activated yet moves at once; its new activation mail agrees with her', async () => {
    const m = await changeAddress('female', false);
    const activation = await m.mailTo(m.to);
    expect(activation).toMatch(/Grazie per esserti iscritta su \S+\./);
    expect(activation).toContain('Non ti sei iscritta?');
    expect(activation).not.toMatch(/iscritto| a Amoroso/);
  });

  test('for a man it says iscritto', async () => {
    const m = await changeAddress('male', false);
    const activation = await m.mailTo(m.to);
    expect(activation).toMatch(/Grazie per esserti iscritto su \S+\./);
    expect(activation).not.toContain('iscritta');
  });
});

describe('the rendered texts', () => {
  const activation = (language: string, gender?: 'male' | 'female' | '') =>
    linkMail('activation', { language, name: 'Ala', site: 'Amoroso', link: 'https://x.test/a', gender }).text;

  test('Italian: no "a Amoroso", the gender of the member, both forms when the profile does not say yet', () => {
    expect(activation('it', 'female')).toContain('Grazie per esserti iscritta su Amoroso.');
    expect(activation('it', 'male')).toContain('Grazie per esserti iscritto su Amoroso.');
    expect(activation('it', '')).toContain('Grazie per esserti iscritto/a su Amoroso.');
    expect(activation('it', 'female')).not.toMatch(/\ba Amoroso/);
  });

  test('French and Polish agree too', () => {
    expect(activation('fr', 'female')).toContain('Vous ne vous êtes pas inscrite ?');
    expect(activation('fr', 'male')).toContain('Vous ne vous êtes pas inscrit ?');
    expect(activation('pl', 'female')).toContain('Nie rejestrowałaś się?');
    expect(activation('pl', 'male')).toContain('Nie rejestrowałeś się?');
    const ready = (gender: 'male' | 'female') =>
      exportReadyMail({ language: 'pl', site: 'Amoroso', link: 'https://x.test/profile', days: 7, gender }).text;
    expect(ready('female')).toContain('o którą prosiłaś');
    expect(ready('male')).toContain('o którą prosiłeś');
  });
});
