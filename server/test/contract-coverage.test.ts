/**
 * @database-independent
 */
import * as contract from '@dating/contract';
import { endpointKey, type AnyEndpoint } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { fixedQueryValue } from '../src/http/fixed-query-constraint';

/**
 * Calls of the contract whose feature is not built yet: they answer 404 today. This list may only shrink;
 * a new contract endpoint without a server handler fails the test below.
 */
const NOT_BUILT_YET = new Set<string>([]);

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const endpoints = Object.values(contract).filter(isEndpoint);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ devTools: true, opsToken: 'coverage-test-token' });
});
afterAll(() => t.close());

const handled = (e: AnyEndpoint) =>
  t.app.hasRoute({
    method: e.method,
    url: e.path,
    ...(e.fixedQuery ? { constraints: { fixedQuery: fixedQueryValue(e.fixedQuery) } } : {}),
  });

test('every endpoint of the contract has a server handler, apart from the features not built yet', () => {
  console.log(`Contract endpoints without a handler (features not built yet):\n  ${[...NOT_BUILT_YET].join('\n  ')}`);
  expect(endpoints.length).toBeGreaterThan(20);
  const missing = endpoints.map(endpointKey).filter((key, i) => !handled(endpoints[i]!) && !NOT_BUILT_YET.has(key));
  expect(missing).toEqual([]);
});

test('the not-built list only names endpoints that still have no handler', () => {
  const built = endpoints.filter((e) => NOT_BUILT_YET.has(endpointKey(e)) && handled(e)).map(endpointKey);
  expect(built).toEqual([]);
  const unknown = [...NOT_BUILT_YET].filter((key) => !endpoints.some((e) => endpointKey(e) === key));
  expect(unknown).toEqual([]);
});
