import { screen, within } from '@testing-library/react';
import { STATIC_PAGES } from '@dating/routes';
import { Footer } from '../../src/layout/Footer';
import { resetSession } from '../../src/session/store';
import { installVisitorApi } from '../helpers/fake-api';
import { loadHostNamespace } from '../helpers/i18n';
import { renderWithShell } from '../helpers/render';

beforeAll(loadHostNamespace);
beforeEach(() => {
  resetSession();
  installVisitorApi();
});

describe('the footer', () => {
  it('links every static page of the route table, each by its name', () => {
    renderWithShell(<Footer />);
    const nav = within(screen.getByRole('navigation', { name: 'About this site' }));
    const hrefs = nav.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect([...hrefs].sort()).toEqual(STATIC_PAGES.map((page) => `/pages/${page}`).sort());
    expect(nav.getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/pages/service');
    expect(nav.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/pages/return-policy');
    expect(nav.getByRole('link', { name: 'Ban policy' })).toHaveAttribute('href', '/pages/ban');
    expect(nav.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('href', '/pages/terms');
  });
});
