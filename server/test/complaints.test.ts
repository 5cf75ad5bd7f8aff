import sharp from 'sharp';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { uploadPhoto } from './helpers/upload';
import { giveCredits, newClientId } from './helpers/chat';
import type { HttpClient } from './helpers/http-client';

/** /complaints (docs/product.md §2): reports into the moderation queue, from visitors and members. */
let t: TestApp;
let reporter: { id: number; c: HttpClient };
let reported: { id: number; c: HttpClient; photo: number };
let stranger: { id: number; c: HttpClient };
let messageToReporter: number;

async function member(name: string) {
  const m = await createMember(t.db, { name });
  await giveCredits(t, m.id, 50);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, c };
}

beforeAll(async () => {
  t = await startTestApp();
  reporter = await member('Reporter');
  stranger = await member('Stranger');
  const r = await member('Reported');
  const file = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3ac' } })
    .png()
    .toBuffer();
  const up = await uploadPhoto(r.c, file);
  expect(up.status).toBe(200);
  reported = { ...r, photo: up.body.image.id };
  const conversation = (await r.c.get(`/api/chat.php?profile=${reporter.id}`)).body.id;
  const sent = await r.c.post('/api/chat_messages.php', {
    conversation,
    text: 'Send me money',
    client_id: newClientId(),
  });
  expect(sent.status).toBe(200);
  messageToReporter = sent.body.message.id;
});
afterAll(() => t.close());

const visitor = async () => {
  const c = t.client();
  await c.prime();
  return c;
};
const queue = () => t.db.selectFrom('complaints').selectAll().orderBy('id').execute();

test('a visitor reports a member with an address for the answer; it lands in the queue', async () => {
  const c = await visitor();
  const res = await c.post('/api/complaints.php', {
    kind: 'member',
    reason: 'fake_profile',
    text: 'Uses photos of a celebrity',
    email: 'worried@example.com',
    member: reported.id,
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true });
  expect((await queue()).at(-1)).toMatchObject({
    kind: 'member',
    reason: 'fake_profile',
    member_id: reported.id,
    reporter_id: null,
    email: 'worried@example.com',
    closed_at: null,
  });
});

test('a visitor must leave a valid address', async () => {
  const c = await visitor();
  const res = await c.post('/api/complaints.php', { kind: 'billing', reason: 'refund', text: 'x', email: 'nope' });
  expect(res.status).toBe(400);
  expect(res.body.fields.email.code).toBe('invalid_email');
});

test('a member reports a photo: the member is taken from the photo', async () => {
  const res = await reporter.c.post('/api/complaints.php', {
    kind: 'photo',
    reason: 'nudity',
    text: '',
    member: reported.id,
    photo: reported.photo,
  });
  expect(res.status).toBe(200);
  expect((await queue()).at(-1)).toMatchObject({
    kind: 'photo',
    reporter_id: reporter.id,
    member_id: reported.id,
    image_id: reported.photo,
    email: null,
  });
});

test('a member reports a message written to them; someone outside the conversation cannot name it', async () => {
  const ok = await reporter.c.post('/api/complaints.php', {
    kind: 'message',
    reason: 'scam',
    text: 'Asked for money',
    message: messageToReporter,
  });
  expect(ok.status).toBe(200);
  expect((await queue()).at(-1)).toMatchObject({ message_id: messageToReporter, member_id: reported.id });

  const before = (await queue()).length;
  const outsider = await stranger.c.post('/api/complaints.php', {
    kind: 'message',
    reason: 'scam',
    text: '',
    message: messageToReporter,
  });
  expect(outsider.status).toBe(404);
  const anonymous = await (
    await visitor()
  ).post('/api/complaints.php', {
    kind: 'message',
    reason: 'scam',
    text: '',
    email: 'a@example.com',
    message: messageToReporter,
  });
  expect(anonymous.status).toBe(403);
  expect((await queue()).length).toBe(before);
});

describe('refused input', () => {
  test.each([
    ['an unknown member', { kind: 'member', reason: 'scam', text: '', member: 2_000_000_000 }, 404],
    ['a photo of another member', { kind: 'photo', reason: 'nudity', text: '', member: 1, photo: 999_999 }, 404],
    ['a reason of another kind', { kind: 'billing', reason: 'nudity', text: '' }, 400],
    ['a reason nobody offers', { kind: 'member', reason: 'boring', text: '', member: 1 }, 400],
    ['a member report without the member', { kind: 'member', reason: 'scam', text: '' }, 400],
    ['a kind nobody offers', { kind: 'weather', reason: 'other', text: '' }, 400],
    ['too long a text', { kind: 'billing', reason: 'other', text: 'x'.repeat(2001) }, 400],
    ['an id out of range', { kind: 'member', reason: 'scam', text: '', member: 2 ** 31 }, 400],
    ['a NUL in the text', { kind: 'billing', reason: 'other', text: 'a\u0000b' }, 400],
    ['no body at all', undefined, 400],
  ])('%s', async (_what, body, status) => {
    const before = (await queue()).length;
    const res = await reporter.c.post('/api/complaints.php', body);
    expect(res.status).toBe(status);
    expect((await queue()).length).toBe(before);
  });
});

test('reports are limited per IP', async () => {
  const c = await visitor();
  const statuses: number[] = [];
  for (let i = 0; i < 12; i += 1) {
    const res = await c.post('/api/complaints.php', {
      kind: 'billing',
      reason: 'unknown_charge',
      text: `try ${i}`,
      email: 'many@example.com',
    });
    statuses.push(res.status);
  }
  expect(statuses).toContain(429);
});
