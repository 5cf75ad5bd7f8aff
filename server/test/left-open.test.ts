/**
 * @database-independent
 */
import { tracked } from './helpers/left-open';

/**
 * What the server tests' environment closes after a file's last afterAll (test/helpers/left-open.ts): here on
 * stand-ins for apps, with a start that resolves only after its beforeAll would have timed out.
 */

const closeLeftOpen = () => (globalThis as unknown as { __closeLeftOpen(): Promise<string[]> }).__closeLeftOpen();

const standIn = (closed: string[], name: string) => ({ close: async () => void closed.push(name) });

test('a start still under way when the file ends is awaited and closed; closed ones are not closed again', async () => {
  const closed: string[] = [];
  const first = await tracked('first', Promise.resolve(standIn(closed, 'first')));
  await first.close();
  await first.close();
  let finishStart!: () => void;
  const late = tracked(
    'late',
    new Promise<{ close(): Promise<void> }>((resolve) => (finishStart = () => resolve(standIn(closed, 'late')))),
  );
  const kept = await tracked('kept', Promise.resolve(standIn(closed, 'kept')));

  const sweep = closeLeftOpen();
  finishStart();
  // newest first: 'kept' before 'late'; 'first', closed by the file, is not closed again
  expect(await sweep).toEqual(['kept', 'late']);
  expect(closed).toEqual(['first', 'kept', 'late']);
  // a file that closes it too after that: nothing more
  await (await late).close();
  await kept.close();
  expect(closed).toEqual(['first', 'kept', 'late']);
  expect(await closeLeftOpen()).toEqual([]);
});

test('a start that failed is not left open', async () => {
  await expect(tracked('failed', Promise.reject(new Error('no port')))).rejects.toThrow('no port');
  expect(await closeLeftOpen()).toEqual([]);
});
