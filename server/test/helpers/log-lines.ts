import { Writable } from 'node:stream';

/** One line of the app's JSON log, as pino writes it (level 40 warn, 50 error). */
export interface LogLine {
  level: number;
  msg: string;
  err?: { type?: string; message?: string };
  [field: string]: unknown;
}

/** A logger option for startTestApp that keeps every line at `level` or above, to look at in the test. */
export function capturedLog(level: 'info' | 'warn' = 'warn'): {
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
