import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useRef, useState, type ReactNode } from 'react';
import { Modal, type ModalProps } from '../src/modal/Modal';
import { PANEL_LOADING_ATTRIBUTE } from '../src/popover/lazy-panel';
import { Popover } from '../src/popover/Popover';
import { Tooltip } from '../src/popover/Tooltip';
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

/** floating-ui moves focus in the next animation frame (on open, and when Tab wraps round). */
const expectFocus = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());

/** A popover's or tooltip's code loads when it is first shown; until then its trigger shows bare. */
const panelsLoaded = () =>
  waitFor(() => expect(document.querySelector(`[${PANEL_LOADING_ATTRIBUTE}]`)).not.toBeInTheDocument());

/** Tab reaches `controls` in order, then wraps round to the first; Shift+Tab from there wraps back to the last. */
async function expectTabCycle(user: ReturnType<typeof userEvent.setup>, controls: HTMLElement[]) {
  for (const control of controls) {
    await user.tab();
    await expectFocus(control);
  }
  await user.tab();
  await expectFocus(controls[0]!);
  await user.tab({ shift: true });
  await expectFocus(controls[controls.length - 1]!);
}

/** Each Escape closes only the top dialog: `top` first (focus going back to `focusAfterTop`), then `below`. */
async function expectEscapeClosesTopFirst(
  user: ReturnType<typeof userEvent.setup>,
  top: string,
  below: string,
  focusAfterTop?: HTMLElement,
) {
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: top })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: below })).toBeInTheDocument();
  if (focusAfterTop) await expectFocus(focusAfterTop);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

async function openPage(props: Partial<ModalProps> & { children?: ReactNode } = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Page {...props} />, { wrapper: i18nWrapper(i18n) });
  const opener = screen.getByRole('button', { name: 'Open terms' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Terms' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { user, opener, dialog };
}

/** A modal with a button that opens a second one over it. */
function Stacked({ inner: innerProps = {}, children }: { inner?: Partial<ModalProps>; children?: ReactNode }) {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Modal open={outer} onClose={() => setOuter(false)} title="Outer">
      <button type="button" onClick={() => setInner(true)}>
        More
      </button>
      <Modal {...innerProps} open={inner} onClose={() => setInner(false)} title="Inner">
        {children ?? <p>Details</p>}
      </Modal>
    </Modal>
  );
}

async function openStacked(props: Parameters<typeof Stacked>[0] = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Stacked {...props} />, { wrapper: i18nWrapper(i18n) });
  const outer = await screen.findByRole('dialog', { name: 'Outer' });
  const more = within(outer).getByRole('button', { name: 'More' });
  await user.click(more);
  const inner = await screen.findByRole('dialog', { name: 'Inner' });
  await waitFor(() => expect(inner).toContainElement(document.activeElement as HTMLElement));
  return { user, outer, more, inner };
}

describe('Modal', () => {
  it('is an aria-modal dialog named by its title, in a portal on <body>', async () => {
    const { dialog, opener } = await openPage();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(dialog.closest('[data-floating-ui-portal]')?.parentElement).toBe(document.body);
    expect(opener.parentElement).not.toContainElement(dialog);
  });

  it('is described by what the caller names', async () => {
    const summary = <p id="terms-summary">Short</p>;
    const { dialog } = await openPage({ 'aria-describedby': 'terms-summary', children: summary });
    expect(dialog).toHaveAccessibleDescription('Short');
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => {}} title="Hidden" />, { wrapper: i18nWrapper(i18n) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    const { user, dialog } = await openPage();
    expect(dialog).toHaveFocus();

    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await expectTabCycle(user, [
      within(dialog).getByRole('button', { name: 'Close' }),
      input,
      within(dialog).getByRole('button', { name: 'Accept' }),
    ]);
    await user.tab({ shift: true });
    expect(input).toHaveFocus();
  });

  it('keeps Shift+Tab inside it from the dialog itself', async () => {
    const { user, dialog } = await openPage();
    expect(dialog).toHaveFocus();
    await user.tab({ shift: true });
    await expectFocus(within(dialog).getByRole('button', { name: 'Accept' }));
  });

  // jsdom has no `inert`, so the page is hidden with aria-hidden here; browsers make it inert.
  it('takes the page behind it out of reach while open', async () => {
    const { user, opener } = await openPage();
    expect(screen.queryByRole('button', { name: 'Elsewhere' })).not.toBeInTheDocument();
    expect(opener.closest('[aria-hidden="true"], [inert]')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(opener.closest('[aria-hidden="true"], [inert]')).toBeNull();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openPage();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectFocus(opener);
  });

  it('gives focus back to the opener from a control deep inside it', async () => {
    const { user, dialog, opener } = await openPage();
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectFocus(opener);
  });

  it('closes with its close button', async () => {
    const { user, dialog, opener } = await openPage();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expectFocus(opener);
  });

  it('closes on a click on the backdrop, not on one inside the dialog', async () => {
    const { user, dialog } = await openPage();
    await user.click(within(dialog).getByText('The terms.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(dialog.parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open when a press starts or ends inside the dialog (selecting its text)', async () => {
    const { user, dialog } = await openPage();
    const backdrop = dialog.parentElement!;
    const text = within(dialog).getByText('The terms.');
    await user.pointer([{ keys: '[MouseLeft>]', target: text }, { target: backdrop }, { keys: '[/MouseLeft]' }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.pointer([{ keys: '[MouseLeft>]', target: backdrop }, { target: text }, { keys: '[/MouseLeft]' }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('can refuse backdrop and Escape', async () => {
    const { user, dialog } = await openPage({ closeOnBackdrop: false, closeOnEscape: false });
    await user.click(dialog.parentElement!);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('focuses the element it is given', async () => {
    function WithInitialFocus() {
      const name = useRef<HTMLInputElement>(null);
      return (
        <Modal open onClose={() => {}} title="Profile" initialFocus={name}>
          <button type="button">Skip</button>
          <input ref={name} aria-label="Your name" />
        </Modal>
      );
    }
    render(<WithInitialFocus />, { wrapper: i18nWrapper(i18n) });
    await expectFocus(await screen.findByRole('textbox', { name: 'Your name' }));
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
    const { user, outer, more, inner } = await openStacked();
    const layer = (el: HTMLElement) => el.closest<HTMLElement>('[data-modal-level]')!;
    expect(layer(outer).style.zIndex).toBe('1055');
    expect(layer(inner).style.zIndex).toBe('1065');
    expect(inner).toHaveFocus();
    // The one below is out of reach while the top one is open.
    expect(screen.queryByRole('dialog', { name: 'Outer' })).not.toBeInTheDocument();

    await expectEscapeClosesTopFirst(user, 'Inner', 'Outer', more);
  });

  it('keeps Tab inside the top one of two stacked dialogs', async () => {
    const { user, inner } = await openStacked({ children: <button type="button">Got it</button> });
    await expectTabCycle(user, [
      within(inner).getByRole('button', { name: 'Close' }),
      within(inner).getByRole('button', { name: 'Got it' }),
    ]);
  });

  it('closes only the top one on a click on its backdrop', async () => {
    const { user, inner } = await openStacked();
    await user.click(inner.parentElement!);
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeInTheDocument();
  });

  it('leaves the one below open when the top one refuses Escape', async () => {
    const { user, outer } = await openStacked({ inner: { closeOnEscape: false } });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeInTheDocument();
    expect(outer).toBeInTheDocument();
  });

  it('lets focus into a popover opened inside it, and Escape closes that popover first', async () => {
    const { user, dialog, opener } = await openPage({
      children: <Popover trigger={<button type="button">Why?</button>} content={<a href="#why">Read more</a>} />,
    });
    await panelsLoaded();
    await user.tab(); // close button
    await user.tab();
    const trigger = within(dialog).getByRole('button', { name: 'Why?' });
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('dialog', { name: 'Why?' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveFocus();

    await expectEscapeClosesTopFirst(user, 'Why?', 'Terms', trigger);
    await expectFocus(opener);
  });

  it('lets a popover inside it be used with the mouse without closing', async () => {
    const onRead = jest.fn();
    const { user, opener } = await openPage({
      children: (
        <Popover
          trigger={<button type="button">Why?</button>}
          content={
            <button type="button" onClick={onRead}>
              Read more
            </button>
          }
        />
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    await user.click(await screen.findByRole('button', { name: 'Read more' }));
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();

    await expectEscapeClosesTopFirst(user, 'Why?', 'Terms');
    await expectFocus(opener);
  });

  it('closes a popover opened by hover first on Escape, though focus is elsewhere in the dialog', async () => {
    const { user, dialog } = await openPage({
      children: (
        <>
          <input aria-label="Nickname" />
          <Popover trigger={<button type="button">Why?</button>} content="Because" />
        </>
      ),
    });
    within(dialog).getByRole('textbox', { name: 'Nickname' }).focus();
    await user.hover(within(dialog).getByRole('button', { name: 'Why?' }));
    await screen.findByRole('dialog', { name: 'Why?' });

    await expectEscapeClosesTopFirst(user, 'Why?', 'Terms');
  });

  it('hides a tooltip shown from the keyboard on Escape before it closes', async () => {
    const { user } = await openPage({
      children: <Tooltip trigger={<button type="button">Boost</button>} content="Shows you first for a day" />,
    });
    await panelsLoaded();
    await user.tab(); // close button
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
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
