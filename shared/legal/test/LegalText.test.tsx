import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fillLegalDocument } from '../src/fill';
import { LegalText } from '../src/LegalText';
import type { LegalDocument } from '../src/types';
import { readText, testCompany } from './texts';

const doc: LegalDocument = {
  title: 'Cookie statement',
  description: 'About cookies',
  updated: '2026-11-24',
  sections: [
    {
      id: 'what',
      heading: 'What cookies are',
      blocks: ['Questions? Use /complaints.', { list: ['See /pages/privacy'] }],
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

  it('turns known site paths into router links, punctuation left outside', () => {
    show();
    expect(screen.getByRole('link', { name: '/complaints' })).toHaveAttribute('href', '/complaints');
    expect(screen.getByRole('link', { name: '/pages/privacy' })).toHaveAttribute('href', '/pages/privacy');
    expect(screen.getByText(/Questions\?/).textContent).toBe('Questions? Use /complaints.');
    expect(screen.getByRole('listitem')).toHaveTextContent('See /pages/privacy');
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
    expect(screen.getAllByRole('link', { name: '/complaints' })[0]).toHaveAttribute('href', '/complaints');
    expect(screen.getByText(/Example Dating B\.V\./)).toBeInTheDocument();
  });
});
