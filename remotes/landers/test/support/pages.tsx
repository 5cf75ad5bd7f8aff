import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import type { CompanyInfo, RegionData, Teaser, Teasers } from '@dating/contract';
import type { Layout, RemotePageProps } from '@dating/routes';
import { WidgetProvider } from '@dating/ui';
import { renderPage, serveApiFor, type PageSetup, type Request, type Routes } from '@dating/testing';

/** The server double answering the landers remote's own api client, as its calls name it. */
export const serveApi = (routes: Routes): Request[] => serveApiFor('@dating/remote-landers', routes);

/** Marketing's real page copy (content/pages.json), so the tests also see it pass the contract. */
export const PAGES = JSON.parse(readFileSync(join(__dirname, '../../content/pages.json'), 'utf8'));

/**
 * content.json is fetched with the browser's fetch from the remote's folder (not through the api client);
 * jsdom has no fetch, so the test gives it one that answers the content of this version.
 */
export function serveContent(): void {
  globalThis.fetch = (async () =>
    ({ ok: true, status: 200, json: async () => ({ campaigns: [], pages: PAGES }) }) as Response) as typeof fetch;
}

export const teaser = (id: number, patch: Partial<Teaser> = {}): Teaser => ({
  id,
  name: `Member ${id}`,
  age: 30,
  gender: 'female',
  city: 'Utrecht',
  country: 'NL',
  countryregion: '',
  thumb: `thumbs/${id}.jpg`,
  lat: null,
  lon: null,
  ...patch,
});

export const teasers = (profiles: Teaser[], blurred = false, country = 'NL'): Teasers => ({
  profiles,
  blurred,
  country,
});

export const company: CompanyInfo = {
  name: 'Example Dating B.V.',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Amoroso', 'Flirtly'],
  vat_numbers: ['NL001234567B01'],
  support_phone: '+31 20 123 4567',
  delete_discount: 0,
};

export const regions: RegionData = {
  countries: [
    { code: 'NL', name: 'Netherlands', regions: [{ code: 'UT', name: 'Utrecht' }] },
    {
      code: 'DE',
      name: 'Germany',
      regions: [
        { code: 'BY', name: 'Bayern' },
        { code: 'BE', name: 'Berlin' },
      ],
    },
  ],
};

/** What the signup widget was drawn with: the test's stand-in for the host's loader shows its props. */
export const widgetProps = (element: HTMLElement) => JSON.parse(element.getAttribute('data-props') ?? 'null');

type Page = (props: RemotePageProps) => ReactElement;

/** A page as the host renders it: its route's params from the URL, the signup widget stood in for. */
export function renderLanding(Page: Page, { route, layout, ...setup }: PageSetup & { route: string; layout: Layout }) {
  function Routed() {
    const params = useParams() as Record<string, string>;
    return <Page route={route} params={params} layout={layout} version="1.2.3" />;
  }
  return renderPage(
    <WidgetProvider value={(name, props) => <div data-testid={name} data-props={JSON.stringify(props)} />}>
      <Routed />
    </WidgetProvider>,
    { settings: { name: 'Amoroso' }, ...setup },
  );
}
