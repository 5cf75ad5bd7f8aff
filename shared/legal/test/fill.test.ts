import { fillLegalDocument, fillText, placeholderValues, PLACEHOLDER_PATTERN } from '../src/fill';
import { LEGAL_DOCS } from '../src/types';
import { documentStrings, readText, testCompany } from './texts';

const facts = { company: testCompany, siteName: 'Amoroso' };

describe('fillLegalDocument', () => {
  it('fills the company and the site name, lists joined with commas', () => {
    const values = placeholderValues(facts);
    expect(
      fillText('{{site_name}} by {{company_name}}, KvK {{company_kvk}}; VAT {{company_vat_numbers}}', values),
    ).toBe('Amoroso by Example Dating B.V., KvK 12345678; VAT NL001234567B01, BE0123456789');
    expect(fillText('also {{company_tradenames}}', values)).toBe('also Amoroso, Flirtly');
  });

  it('fills every part of a document: title, headings, paragraphs, lists and table cells', () => {
    const filled = fillLegalDocument(
      {
        title: '{{site_name}}',
        description: 'About {{site_name}}',
        updated: '2026-11-24',
        sections: [
          {
            id: 'a',
            heading: 'Call {{support_phone}}',
            blocks: [
              '{{company_address}}, {{company_city}}, {{company_country}}',
              { list: ['{{company_name}}'] },
              { table: { head: ['{{site_name}}'], rows: [['{{company_kvk}}']] } },
            ],
          },
        ],
      },
      facts,
    );
    expect(filled).toEqual({
      title: 'Amoroso',
      description: 'About Amoroso',
      updated: '2026-11-24',
      sections: [
        {
          id: 'a',
          heading: 'Call +31 20 123 4567',
          blocks: [
            'Keizersgracht 1, Amsterdam, Netherlands',
            { list: ['Example Dating B.V.'] },
            { table: { head: ['Amoroso'], rows: [['12345678']] } },
          ],
        },
      ],
    });
  });

  it('leaves no placeholder in any English document', () => {
    for (const doc of LEGAL_DOCS) {
      const left = documentStrings(fillLegalDocument(readText('en', doc), facts)).filter(({ text }) =>
        text.match(PLACEHOLDER_PATTERN),
      );
      expect(left.map(({ where }) => `${doc} ${where}`)).toEqual([]);
    }
  });

  it('takes a value literally, even one that looks like a replacement pattern', () => {
    const values = placeholderValues({ ...facts, siteName: '$& {{company_name}}' });
    expect(fillText('{{site_name}}', values)).toBe('$& {{company_name}}');
  });
});
