import { validate, type Struct } from 'superstruct';
import * as contract from '../src';
import {
  EpochMillis,
  Id,
  INT4_MAX,
  Price,
  PushSubscriptionBody,
  QueryId,
  QueryPage,
  ruleOfFailure,
  SignupBody,
  Text,
  type AnyEndpoint,
} from '../src';

type AnyStruct = Struct<any, any>;

/** The rule the first failure of a value broke, as the server answers it; null when the value passes. */
function ruleOf(value: unknown, struct: AnyStruct) {
  const [error] = validate(value, struct, { coerce: true });
  if (!error) return null;
  return ruleOfFailure(error.failures()[0]!) ?? { code: error.failures()[0]!.type };
}

describe('Text', () => {
  test.each(['', 'Anna', 'Zoë 😀', '\uD83D\uDE00', 'a\tb\r\n'])('takes %j', (value) => {
    expect(ruleOf(value, Text)).toBeNull();
  });
  test.each(['a\u0000b', '\u0000', '\uD800', 'a\uDC00', '\uDE00\uD83D', 'x\uDBFF'])('refuses %j', (value) => {
    expect(ruleOf(value, Text)).toEqual({ code: 'invalid_characters' });
  });
});

describe('integers', () => {
  test('ids are int4: 1 to 2^31-1', () => {
    expect(ruleOf(1, Id)).toBeNull();
    expect(ruleOf(INT4_MAX, Id)).toBeNull();
    for (const value of [0, -1, INT4_MAX + 1, 2 ** 53, 1e308]) {
      expect(ruleOf(value, Id)).toEqual({ code: 'number_between', params: { min: 1, max: INT4_MAX } });
    }
    expect(ruleOf(1.5, Id)).toEqual({ code: 'integer' });
    expect(ruleOf('5', Id)).toEqual({ code: 'integer' });
  });
  test('query ids come as digits and are bounded the same way', () => {
    expect(validate('42', QueryId, { coerce: true })[1]).toBe(42);
    expect(ruleOf('2147483648', QueryId)).toEqual({ code: 'number_between', params: { min: 1, max: INT4_MAX } });
    expect(ruleOf('99999999999999999999', QueryId)).toMatchObject({ code: 'number_between' });
    expect(ruleOf('1e3', QueryId)).toEqual({ code: 'integer' });
  });
  test('pages run from 1 to 10,000', () => {
    expect(ruleOf('10000', QueryPage)).toBeNull();
    expect(ruleOf('10001', QueryPage)).toEqual({ code: 'number_between', params: { min: 1, max: 10_000 } });
    expect(ruleOf('0', QueryPage)).toMatchObject({ code: 'number_between' });
  });
  test('a push expiration time is whole milliseconds a Date can hold', () => {
    expect(ruleOf(Date.now() + 86_400_000, EpochMillis)).toBeNull();
    expect(ruleOf(-1, EpochMillis)).toMatchObject({ code: 'number_between' });
    expect(ruleOf(1e308, EpochMillis)).toMatchObject({ code: 'number_between' });
    expect(ruleOf(1.5, EpochMillis)).toEqual({ code: 'integer' });
    const subscription = { endpoint: 'https://push.example/x', expirationTime: null, keys: { p256dh: 'a', auth: 'b' } };
    expect(ruleOf({ subscription }, PushSubscriptionBody)).toBeNull();
  });
  test('prices keep their cents', () => {
    expect(ruleOf(0.99, Price)).toBeNull();
    expect(ruleOf(-0.01, Price)).toMatchObject({ code: 'number_between' });
  });
  test('a signup from a member page names that member by id, or nobody', () => {
    expect(ruleOf(null, SignupBody.schema.profile)).toBeNull();
    expect(ruleOf(7, SignupBody.schema.profile)).toBeNull();
    expect(ruleOf(2 ** 31, SignupBody.schema.profile)).toMatchObject({ code: 'number_between' });
  });
});

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every field of a schema that is a string or a number, at any depth of its objects and arrays. */
function leaves(struct: AnyStruct, path: string): [string, AnyStruct][] {
  if (struct.type === 'object' || struct.type === 'type') {
    return Object.entries(struct.schema as Record<string, AnyStruct>).flatMap(([k, s]) => leaves(s, `${path}.${k}`));
  }
  if (struct.type === 'array') return leaves(struct.schema as AnyStruct, `${path}[]`);
  return ['string', 'integer', 'number'].includes(struct.type) ? [[path, struct]] : [];
}

describe('every schema of the contract', () => {
  const endpoints = Object.values(contract).filter(isEndpoint);
  const fields = endpoints.flatMap((e) =>
    (['query', 'body', 'response'] as const).flatMap((part) =>
      e[part] ? leaves(e[part] as AnyStruct, `${e.method} ${e.path} ${part}`) : [],
    ),
  );

  test('has string and number fields to check', () => expect(fields.length).toBeGreaterThan(100));

  test('refuses NUL and lone surrogates in every string', () => {
    const open = fields.filter(([, s]) => s.type === 'string' && ruleOf('ok\u0000', s)?.code !== 'invalid_characters');
    expect(open.map(([path]) => path)).toEqual([]);
  });

  test('bounds every number', () => {
    const open = fields.filter(([, s]) => s.type !== 'string' && ruleOf(1e308, s)?.code !== 'number_between');
    expect(open.map(([path]) => path)).toEqual([]);
  });
});
