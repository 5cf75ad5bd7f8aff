import { Writable } from 'node:stream';

/** One line of the app's JSON log, as pino writes it (level 40 warn, 50 error). */
export interface LogLine {
  level: number;
  msg: string;
  err?: { type?: string; message?: string };
  [field: string]: unknown;
}

/** A logger option for startTestApp that keeps every line at `level` or above, to look at in the test. */
export function capturedLog(level: 'info' | 'warn' | 'error' = 'warn'): {
  logger: { level: string; stream: Writable };
  lines: LogLine[];
} {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  return { logger: { level, stream }, lines };
}

/** The error-level lines of the file's apps that no test asked to see; test/environment.js fails the file with them. */
const unexpected: string[] = ((globalThis as { __unexpectedErrorLines?: string[] }).__unexpectedErrorLines ??= []);

/**
 * The logger of an app started without one of the test's own (startTestApp, startOtherInstance): it keeps the
 * app's error-level lines, and the file fails with them. An error a request logs is a fault, even when its
 * answer was right ('Reply was already sent'); a test that expects one passes `logger: capturedLog().logger` and
 * looks at the lines itself.
 */
export function failingOnErrorLog(): { level: string; stream: Writable } {
  return {
    level: 'error',
    stream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        unexpected.push(chunk.toString().trim());
        done();
      },
    }),
  };
}
