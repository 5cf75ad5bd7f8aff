import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** Sources that are the design system: @dating/ui (components, tokens, their CSS) and the icon set. */
const DESIGN_SYSTEM = [/shared\/ui\/src\//, /[\\/]lucide-react[\\/]/];

export const isDesignSystemSource = (source: string) => DESIGN_SYSTEM.some((pattern) => pattern.test(source));

/**
 * The part of one built file (JavaScript or CSS) that came from design-system sources, found through the
 * file's source map: every generated span runs from one mapping to the next and belongs to the first one's
 * source. Returned as text, so the spans of all files of a page can be gzipped together.
 */
export function designSystemText(code: string, map: RawSourceMap): string {
  const lines = code.split('\n');
  const offsets: number[] = [];
  let at = 0;
  for (const line of lines) {
    offsets.push(at);
    at += line.length + 1;
  }
  const position = (line: number, column: number) => (offsets[line - 1] ?? code.length) + column;
  const spans: Array<{ start: number; source: string | null }> = [];
  new SourceMapConsumer(map).eachMapping((m) => {
    spans.push({ start: position(m.generatedLine, m.generatedColumn), source: m.source });
  });
  let text = '';
  spans.forEach((span, i) => {
    if (span.source && isDesignSystemSource(span.source))
      text += code.slice(span.start, spans[i + 1]?.start ?? code.length);
  });
  return text;
}

/** Gzipped bytes of the design system's share of a page's files, the way a compressing server sends them. */
export function gzipBytes(text: string): number {
  return text ? gzipSync(Buffer.from(text)).length : 0;
}
