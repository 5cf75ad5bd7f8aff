import { fillLegalDocument } from '../src/fill';
import { escapeHtml, renderLegalHtml } from '../src/render-html';
import type { LegalDocument } from '../src/types';
import { readText, testCompany } from './texts';

const doc: LegalDocument = {
  title: 'Terms & <conditions>',
  description: 'd',
  updated: '2026-11-24',
  sections: [
    {
      id: 'contact',
      heading: 'Contact "us"',
      blocks: [
        'Write to [our complaints form](/complaints), not <script>alert(1)</script>.',
        { list: ["It's 5 > 4 & true"] },
        { table: { head: ['Name'], rows: [['<b>sid</b>']] } },
      ],
    },
  ],
};

describe('renderLegalHtml', () => {
  it('escapes every text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const html = renderLegalHtml(doc);
    expect(html).toContain('<h1>Terms &amp; &lt;conditions&gt;</h1>');
    expect(html).toContain('<h2>Contact &quot;us&quot;</h2>');
    expect(html).toContain('not &lt;script&gt;alert(1)&lt;/script&gt;.');
    expect(html).toContain('<li>It&#39;s 5 &gt; 4 &amp; true</li>');
    expect(html).toContain('<td>&lt;b&gt;sid&lt;/b&gt;</td>');
    expect(html).not.toMatch(/<script|<b>/);
  });

  it('gives the title, the sections with their headings, links and column headers', () => {
    const html = renderLegalHtml(doc);
    expect(html).toMatch(/^<article><h1>/);
    expect(html).toContain('<section id="contact"><h2>');
    expect(html).toContain('Write to <a href="/complaints">our complaints form</a>, not');
    expect(html).toContain('<th scope="col">Name</th>');
  });

  it('links the words of every link in the real texts, never showing a raw path', () => {
    const html = renderLegalHtml(fillLegalDocument(readText('de', 'privacy'), { company: testCompany, siteName: 'A' }));
    const links = [...html.matchAll(/<a href="([^"]+)">([^<]*)<\/a>/g)];
    expect(links.length).toBeGreaterThan(3);
    expect(links.map((link) => link[2]).filter((words) => words.startsWith('/'))).toEqual([]);
    expect(html.replace(/<a [^>]*>/g, '')).not.toMatch(/[\s(]\/(pages|complaints|profile|notifications)/);
    expect(html).toMatch(/<ul><li>/);
  });

  it('escapes a company value that holds markup', () => {
    const company = { ...testCompany, name: '<img src=x onerror=alert(1)>' };
    const html = renderLegalHtml(fillLegalDocument(readText('en', 'terms'), { company, siteName: 'Amoroso' }));
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
