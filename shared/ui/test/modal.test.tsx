import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '../src/modal/Modal';
import { Popover } from '../src/popover/Popover';
import { i18nWrapper, uiI18n } from './helpers/ui-i18n';

let i18n: I18n;
beforeEach(async () => {
  i18n = await uiI18n('en');
});

/** A page with a button that opens the modal, as callers use it. */
function Page({ children, ...props }: Partial<ModalProps> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <button type="button">Elsewhere</button>
      <Modal title="Terms" {...props} open={open} onClose={() => setOpen(false)}>
        {children ?? (
          <>
            <p>The terms.</p>
            <label>
              Name <input />
            </label>
            <button type="button">Accept</button>
          </>
        )}
      </Modal>
    </>
  );
}

async function openPage(props: Partial<ModalProps> & { children?: ReactNode } = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />, { wrapper: i18nWrapper(i18n) });
  const opener = screen.getByRole('button', { name: 'Open terms' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Terms' });
  return { user, opener, dialog };
}

describe('Modal', () => {
  it('is an aria-modal dialog named by its title, in a portal on <body>', async () => {
    const { dialog } = await openPage();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(dialog.closest('[data-modal-level]')?.parentElement).toBe(document.body);
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" />, { wrapper: i18nWrapper(i18n) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    const { user, dialog } = await openPage();
    expect(dialog).toHaveFocus();

    const close = within(dialog).getByRole('button', { name: 'Close' });
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    const accept = within(dialog).getByRole('button', { name: 'Accept' });

    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(accept).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(accept).toHaveFocus();
  });

  it('pulls focus back when something outside takes it', async () => {
    const { dialog } = await openPage();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    expect(dialog).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openPage();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user, dialog, opener } = await openPage();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on one inside the dialog', async () => {
    const { user, dialog } = await openPage();
    await user.click(within(dialog).getByText('The terms.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can refuse backdrop and Escape', async () => {
    const { user, dialog } = await openPage({ closeOnBackdrop: false, closeOnEscape: false });
    await user.click(dialog.parentElement!);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('focuses the element marked data-autofocus', async () => {
    const { dialog } = await openPage({
      children: (
        <>
          <button type="button">Decline</button>
          <button type="button" data-autofocus>
            Agree
          </button>
        </>
      ),
    });
    expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveFocus();
  });

  it('keeps Tab on the dialog when it has nothing to focus', async () => {
    const { user, dialog } = await openPage({ showCloseButton: false, children: <p>Just text</p> });
    await user.tab();
    expect(dialog).toHaveFocus();
  });

  it('sits at z-index 1055, a modal over it 10 higher, and Escape closes only the top one', async () => {
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Outer">
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Modal open={inner} onClose={() => setInner(false)} title="Inner">
            <p>Details</p>
          </Modal>
        </Modal>
      );
    }
    const user = userEvent.setup();
    render(<Nested />, { wrapper: i18nWrapper(i18n) });
    const outer = await screen.findByRole('dialog', { name: 'Outer' });
    const more = within(outer).getByRole('button', { name: 'More' });
    await user.click(more);
    const inner = await screen.findByRole('dialog', { name: 'Inner' });

    const layer = (el: HTMLElement) => el.closest<HTMLElement>('[data-modal-level]')!;
    expect(layer(outer).style.zIndex).toBe('1055');
    expect(layer(inner).style.zIndex).toBe('1065');
    expect(inner).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets focus into a popover opened inside it, and Escape closes that popover first', async () => {
    const { user, dialog } = await openPage({
      children: <Popover trigger={<button type="button">Why?</button>} content={<a href="#why">Read more</a>} />,
    });
    await user.tab(); // close button
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Why?' })).toHaveFocus();
    expect(await screen.findByRole('dialog', { name: 'Why?' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Why?' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the page scrolling while open', async () => {
    const { user } = await openPage();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('labels its close button in the page language', async () => {
    i18n = await uiI18n('de');
    const { dialog } = await openPage();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
