import fc from 'fast-check';
import { endpointKey, type AnyEndpoint } from '@dating/contract';
import {
  encodeQueryValue,
  extraKey,
  hostileJson,
  hostileQueryValue,
  leafAt,
  pathsOf,
  RAW_BODIES,
  RAW_QUERY_TAILS,
  sampleOf,
  withAt,
  type Json,
  type SampleHints,
} from './fuzz-values';

/**
 * The requests of the fuzz suite: for one endpoint of the contract, its valid sample with one thing wrong (a
 * field's value or type, a missing or an extra field, the whole body, the body's bytes, the query), sent
 * with its own or another method and content type, by a visitor, a member, or a session that has expired.
 * A case is plain data so that fast-check can print the one that failed.
 */
export type SessionKind = 'none' | 'visitor' | 'member' | 'expired';

export interface FuzzCase {
  endpoint: string;
  /** what was done to the valid request, for the report */
  mutation: string;
  method: string;
  /** path and query */
  url: string;
  contentType?: string;
  body?: string | Uint8Array;
  session: SessionKind;
  /** send the X-CSRF-Token header that matches the session's csrf cookie */
  csrf: boolean;
}

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
const JSON_TYPE = 'application/json';
const BOUNDARY = 'fuzzboundary';

/** Content types around a body, besides JSON: a JSON call's body sent as something else. */
const OTHER_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  `multipart/form-data; boundary=${BOUNDARY}`,
  'multipart/form-data',
  `multipart/form-data; boundary=${'b'.repeat(300)}`,
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json-patch+json',
  'foo',
];

/** A PNG of one pixel: the one upload here that is a real image. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(parts: { name: string; filename?: string; type?: string; data: string | Buffer }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.type ? `Content-Type: ${p.type}\r\n` : '';
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(p.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Multipart bodies for the upload call: the one the page sends, and the ways one goes wrong. */
const UPLOAD_BODIES: { mutation: string; body: Uint8Array }[] = [
  {
    mutation: 'a one-pixel png',
    body: multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: TINY_PNG }]),
  },
  { mutation: 'a file that is no image', body: multipart([{ name: 'file', filename: 'a.png', data: 'not a png' }]) },
  { mutation: 'no file part', body: multipart([{ name: 'note', data: 'hello' }]) },
  { mutation: 'two files', body: multipart([1, 2].map(() => ({ name: 'file', filename: 'a.png', data: TINY_PNG }))) },
  { mutation: 'no parts at all', body: multipart([]) },
  { mutation: 'cut off before the end', body: multipart([{ name: 'file', filename: 'a', data: 'x' }]).subarray(0, 60) },
  { mutation: 'a JSON body', body: Buffer.from('{"file":"x"}') },
];

/** Query parameters of a sample as a query string, after the call-selecting fixed query. */
function queryString(endpoint: AnyEndpoint, query: Record<string, string | string[]>, tail = ''): string {
  const pairs = Object.entries({ ...endpoint.fixedQuery, ...query }).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((one) => `${encodeQueryValue(k)}=${encodeQueryValue(one)}`),
  );
  if (tail) pairs.push(tail);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const toQuery = (sample: Json | undefined): Record<string, string | string[]> =>
  sample && typeof sample === 'object' && !Array.isArray(sample)
    ? Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, String(v)]))
    : {};

type Variant = Pick<FuzzCase, 'mutation' | 'url'> & Partial<Pick<FuzzCase, 'method' | 'contentType' | 'body'>>;

/** The requests of one endpoint, and how many fields its valid request has (what mutations aim at). */
function variantsOf(endpoint: AnyEndpoint, hints: SampleHints): { variants: fc.Arbitrary<Variant>; fields: number } {
  const key = endpointKey(endpoint);
  const querySample = toQuery(endpoint.query ? sampleOf(endpoint.query, hints) : undefined);
  const url = (query = querySample, tail = '') => endpoint.path + queryString(endpoint, query, tail);
  const bodySample = endpoint.body ? (sampleOf(endpoint.body, hints) ?? {}) : undefined;
  const json = (value: Json): Partial<Variant> => ({ contentType: JSON_TYPE, body: JSON.stringify(value) });
  const validBody = bodySample === undefined ? {} : json(bodySample);

  const queryKeys = Object.keys(querySample);
  const queryName = queryKeys.length ? fc.oneof(fc.constantFrom(...queryKeys), extraKey) : extraKey;
  const arbitraries: fc.Arbitrary<Variant>[] = [
    fc.constant({ mutation: 'the valid sample', url: url(), ...validBody }),
    fc
      .constantFrom(...METHODS.filter((m) => m !== endpoint.method))
      .map((method) => ({ mutation: `method ${method}`, method, url: url(), ...validBody })),
    fc
      .constantFrom(...RAW_QUERY_TAILS)
      .map((tail) => ({ mutation: `query tail ${tail}`, url: url(querySample, tail) })),
    queryName
      .chain((name) =>
        fc.tuple(
          fc.constant(name),
          hostileQueryValue(Object.hasOwn(querySample, name) ? String(querySample[name]) : undefined),
        ),
      )
      .map(([name, value]) => ({
        mutation: `query ${JSON.stringify(name)} = ${JSON.stringify(value).slice(0, 80)}`,
        url: url({ ...querySample, [name]: value }),
        ...validBody,
      })),
  ];
  if (queryKeys.length) {
    arbitraries.push(
      fc.constantFrom(...queryKeys).map((name) => {
        const rest = { ...querySample };
        delete rest[name];
        return { mutation: `query without ${name}`, url: url(rest), ...validBody };
      }),
    );
  }

  if (endpoint.bodyKind === 'multipart') {
    arbitraries.push(
      fc.constantFrom(...UPLOAD_BODIES).map((b) => ({
        mutation: b.mutation,
        url: url(),
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        body: b.body,
      })),
      fc.constantFrom(JSON_TYPE, ...OTHER_TYPES).map((contentType) => ({
        mutation: `upload as ${contentType}`,
        url: url(),
        contentType,
        body: contentType.startsWith('multipart/') ? UPLOAD_BODIES[0]!.body : '{"file":"x"}',
      })),
    );
  }

  if (bodySample !== undefined) {
    const paths = pathsOf(bodySample);
    if (paths.length) {
      arbitraries.push(
        fc
          .constantFrom(...paths)
          .chain((path) => fc.tuple(fc.constant(path), hostileJson(leafAt(bodySample, path))))
          .map(([path, value]) => ({
            mutation: `${path.join('.')} = ${JSON.stringify(value).slice(0, 80)}`,
            url: url(),
            ...json(withAt(bodySample, path, value)),
          })),
        fc.constantFrom(...paths).map((path) => ({
          mutation: `without ${path.join('.')}`,
          url: url(),
          ...json(withAt(bodySample, path, undefined)),
        })),
      );
    }
    const objectPaths = [[], ...paths].filter((p) => {
      const at = leafAt(bodySample, p);
      return typeof at === 'object' && at !== null && !Array.isArray(at);
    });
    arbitraries.push(
      fc.tuple(fc.constantFrom(...objectPaths), extraKey, hostileJson(undefined)).map(([path, name, value]) => ({
        mutation: `extra field ${[...path, name].join('.')}`,
        url: url(),
        ...json(withAt(bodySample, [...path, name], value)),
      })),
      hostileJson(undefined).map((value) => ({ mutation: 'the whole body replaced', url: url(), ...json(value) })),
      fc.constantFrom(...RAW_BODIES).map((text) => ({
        mutation: `raw body ${JSON.stringify(text.slice(0, 40))}`,
        url: url(),
        contentType: JSON_TYPE,
        body: text,
      })),
      fc.constantFrom(...OTHER_TYPES).map((contentType) => ({
        mutation: `body as ${contentType}`,
        url: url(),
        contentType,
        body: contentType.startsWith('multipart/') ? UPLOAD_BODIES[2]!.body : JSON.stringify(bodySample),
      })),
    );
  }
  return {
    variants: fc.oneof(...arbitraries).map((v) => ({ ...v, mutation: `${key}: ${v.mutation}` })),
    fields: queryKeys.length + (bodySample === undefined ? 0 : pathsOf(bodySample).length),
  };
}

/**
 * Every request of the suite: an endpoint, one of its variants, a session, mostly with the CSRF header. An
 * endpoint is picked by how much there is to get wrong in it: a built one by its fields, one without a
 * handler yet (it answers 404 to anything) seldom.
 */
export function fuzzCases(
  endpoints: AnyEndpoint[],
  hints: SampleHints,
  isBuilt: (endpoint: AnyEndpoint) => boolean,
): fc.Arbitrary<FuzzCase> {
  const sessions = fc.oneof(
    { arbitrary: fc.constant<SessionKind>('member'), weight: 10 },
    { arbitrary: fc.constant<SessionKind>('visitor'), weight: 4 },
    { arbitrary: fc.constant<SessionKind>('none'), weight: 3 },
    { arbitrary: fc.constant<SessionKind>('expired'), weight: 3 },
  );
  const csrf = fc.oneof({ arbitrary: fc.constant(true), weight: 9 }, { arbitrary: fc.constant(false), weight: 1 });
  const perEndpoint = endpoints.map((endpoint) => {
    const { variants, fields } = variantsOf(endpoint, hints);
    const arbitrary = fc
      .record({ variant: variants, session: sessions, csrf })
      .map(({ variant, session, csrf: withCsrf }): FuzzCase => ({
        endpoint: endpointKey(endpoint),
        method: endpoint.method,
        ...variant,
        session,
        csrf: withCsrf,
      }));
    return { arbitrary, weight: isBuilt(endpoint) ? 2 + fields : 1 };
  });
  return fc.oneof(...perEndpoint);
}
