import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every citation of the project's documents resolves, in every file git tracks. Comments cite the product by its
 * numbered sections (`docs/product.md §2`, several as `§2, §3`) and the architecture by a heading
 * (`docs/architecture.md, Money`): a § that is not a `## N.` section of docs/product.md, or a heading the
 * architecture has no `##` heading for, fails here with its file and line, and so does a citation of the
 * documents that lived outside the repository before docs/ (the design page, the product brief's path, "spec
 * section N"). Renumbering a section or renaming a heading therefore shows every comment it leaves pointing at
 * nothing.
 */
const ROOT = path.resolve(__dirname, '../../..');
const PRODUCT = 'docs/product.md';
const ARCHITECTURE = 'docs/architecture.md';

/** The numbers of the `## N. Title` sections. */
export function productSections(markdown: string): Set<number> {
  return new Set([...markdown.matchAll(/^## (\d+)\./gm)].map((m) => Number(m[1])));
}

/** The `## Heading` titles. */
export function architectureHeadings(markdown: string): string[] {
  return [...markdown.matchAll(/^## (.+?)\s*$/gm)].map((m) => m[1]);
}

/** What a wrapped comment line holds without its comment marker (` * `, `// `, `# `). */
const withoutCommentMarker = (line: string) => line.replace(/^\s*(?:\*|\/\/|#)?\s*/, '');

/**
 * Citations of documents outside the repository, as the code had them before docs/ existed. The design page's name
 * and the brief's folder are put together from parts, as in the tests below, so that this pattern is not itself
 * such a citation.
 */
const PAGE_NAME = 'DESIGN';
const PAGE_EXTENSION = 'md';
const DESIGN_PAGE = `${PAGE_NAME}\\.${PAGE_EXTENSION}`;
/** the design page's file name itself, for the sample texts below */
const DESIGN_FILE = `${PAGE_NAME}.${PAGE_EXTENSION}`;
const BRIEF_FOLDER = ['\\.\\.', 'shared', 'spec', ''].join('/');
const OUTSIDE = new RegExp(`\\b${DESIGN_PAGE}\\b|${BRIEF_FOLDER}|\\bspec sections? \\d`, 'i');

/** `file:line: what` for each citation in `text` that does not resolve. */
export function unresolvedCitations(
  file: string,
  text: string,
  sections: Set<number>,
  headings: readonly string[],
): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    if (line.includes(PRODUCT)) {
      // every § on a line that names the product document: `§2`, `§2, §3`, `§2, landers; §6`
      for (const m of line.matchAll(/§\s*(\d+)/g)) {
        if (!sections.has(Number(m[1]))) problems.push(`${where}: ${PRODUCT} has no section ${m[1]}`);
      }
    }
    for (const m of line.matchAll(/docs\/architecture\.md,/g)) {
      // the heading follows the comma, on this line or, wrapped, at the start of the next
      let rest = line.slice(m.index + m[0].length).trim();
      if (rest === '') rest = withoutCommentMarker(lines[i + 1] ?? '');
      const cited = headings.find((h) => rest.startsWith(h) && !/^[\p{L}\p{N}]/u.test(rest.slice(h.length)));
      if (!cited) problems.push(`${where}: ${ARCHITECTURE} has no heading that starts "${rest.slice(0, 40)}"`);
    }
    if (OUTSIDE.test(line)) problems.push(`${where}: cites a document outside the repository: ${line.trim()}`);
  });
  return problems;
}

/** Text files git tracks, by path; binary files (a NUL byte) are left out. */
function trackedTextFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  for (const file of listed.split('\0')) {
    if (!file) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(ROOT, file));
    } catch {
      continue; // deleted in the working tree, or a link to a folder
    }
    if (!bytes.includes(0)) files.set(file, bytes.toString('utf8'));
  }
  return files;
}

describe('citations of docs/', () => {
  const sections = productSections(readFileSync(path.join(ROOT, PRODUCT), 'utf8'));
  const headings = architectureHeadings(readFileSync(path.join(ROOT, ARCHITECTURE), 'utf8'));

  it('reads the documents: sections 1 to 9 and the headings comments cite', () => {
    expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(headings).toEqual(expect.arrayContaining(['Money', 'Several instances', 'Security rules', 'Real time']));
  });

  it('names the file and line of each citation that does not resolve', () => {
    const text = [
      `/** Polling (${PRODUCT} §9) and the money rules (${ARCHITECTURE}, Money). */`,
      `// a section the product does not have: ${PRODUCT} §2, §12`,
      `/** a heading the architecture does not have (${ARCHITECTURE}, Moneys) */`,
      ` * wrapped after the comma: ${ARCHITECTURE},`,
      ' * Several instances, which resolves',
      `// the old design page: ${DESIGN_FILE}, Money`,
    ].join('\n');
    expect(unresolvedCitations('a.ts', text, sections, headings)).toEqual([
      `a.ts:2: ${PRODUCT} has no section 12`,
      `a.ts:3: ${ARCHITECTURE} has no heading that starts "Moneys) */"`,
      `a.ts:6: cites a document outside the repository: // the old design page: ${DESIGN_FILE}, Money`,
    ]);
  });

  it('resolves in every file git tracks', () => {
    const problems = [...trackedTextFiles()].flatMap(([file, text]) =>
      unresolvedCitations(file, text, sections, headings),
    );
    expect(problems).toEqual([]);
  });
});
