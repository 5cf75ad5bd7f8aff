import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fillLegalDocument } from '../src/fill';
import { LegalText } from '../src/LegalText';
import { LANGUAGES } from '@dating/config';
import { LEGAL_DOCS, type LegalDocument } from '../src/types';
import { readText, testCompany } from './texts';

const doc: LegalDocument = {
  title: 'Cookie statement',
  description: 'About cookies',
  updated: '2026-11-24',
  sections: [
    {
      id: 'what',
      heading: 'What cookies are',
      blocks: [
        'Questions? Use the [complaints form](/complaints).',
        { list: ['See our [privacy statement](/pages/privacy)', 'Cookies are small files'] },
      ],
    },
    {
      id: 'list',
      heading: 'The cookies we use',
      blocks: [{ table: { head: ['Name', 'Purpose'], rows: [['sid', 'Keeps you logged in']] } }],
    },
  ],
};

const show = (props: Partial<Parameters<typeof LegalText>[0]> = {}) =>
  render(
    <MemoryRouter>
      <LegalText doc={doc} {...props} />
    </MemoryRouter>,
  );

describe('LegalText', () => {
  it('renders each section as a region named by its h2; the page keeps the h1 and the title', () => {
    show();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'What cookies are',
      'The cookies we use',
    ]);
    expect(screen.getByRole('heading', { name: 'What cookies are' }).tagName).toBe('H2');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByText('Cookie statement')).not.toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'What cookies are' });
    expect(within(region).getByText(/Questions\?/)).toBeInTheDocument();
  });

  it('puts the headings one level lower in a dialog whose title is the h2', () => {
    show({ headingOffset: 1 });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('turns [words](/path) into router links that show the words, never the path', () => {
    show();
    expect(screen.getByRole('link', { name: 'complaints form' })).toHaveAttribute('href', '/complaints');
    expect(screen.getByRole('link', { name: 'privacy statement' })).toHaveAttribute('href', '/pages/privacy');
    expect(screen.getByText(/Questions\?/).textContent).toBe('Questions? Use the complaints form.');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(/^See our privacy statement$/);
  });

  it('shows a list as list items in a ul (its bullets are checked in a browser: e2e/tests/legal-pages.spec.ts)', () => {
    show();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no raw site path in any language of any document', () => {
    for (const lng of LANGUAGES) {
      for (const name of LEGAL_DOCS) {
        const text = fillLegalDocument(readText(lng, name), { company: testCompany, siteName: 'Amoroso' });
        const { container, unmount } = show({ doc: text });
        const where = `${lng}/${name}`;
        expect({ where, raw: container.textContent?.match(/(^|\s|\()\/[a-z]+/g) ?? [] }).toEqual({ where, raw: [] });
        for (const link of screen.queryAllByRole('link')) {
          expect({ where, name: link.textContent }).not.toEqual({ where, name: link.getAttribute('href') });
        }
        unmount();
      }
    }
  });

  it('renders a table with column headers', () => {
    show();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Purpose']);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('cell', { name: 'sid' })).toBeInTheDocument();
  });

  it('shows the whole English cookie statement with the cookie table', () => {
    const cookies = fillLegalDocument(readText('en', 'cookies'), { company: testCompany, siteName: 'Amoroso' });
    show({ doc: cookies });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(cookies.sections.length);
    expect(screen.getAllByRole('row')).toHaveLength(9);
    expect(screen.getAllByRole('link', { name: 'the complaints form' })[0]).toHaveAttribute('href', '/complaints');
    expect(screen.getByText(/Example Dating B\.V\./)).toBeInTheDocument();
  });
});
