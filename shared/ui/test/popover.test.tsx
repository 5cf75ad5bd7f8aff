import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from '../src/popover/Popover';
import { Tooltip } from '../src/popover/Tooltip';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** floating-ui positions in a microtask after opening. */
const settle = () => act(async () => {});

/** Renders, then lets the lazily loaded panel replace the bare trigger it shows meanwhile. */
async function renderPopover() {
  render(
    <>
      <Popover
        trigger={<button type="button">Who sees this?</button>}
        content={
          <p>
            Only members you liked. <a href="/privacy">Privacy</a>
          </p>
        }
      />
      <button type="button">Next</button>
    </>,
  );
  await settle();
  return screen.getByRole('button', { name: 'Who sees this?' });
}

describe('Popover', () => {
  it('shows its trigger at once, while the panel’s code loads', async () => {
    render(<Popover trigger={<button type="button">Who sees this?</button>} content="Only members you liked" />);
    expect(screen.getByRole('button', { name: 'Who sees this?' })).toHaveAttribute('data-panel-loading');
    await settle();
    expect(screen.getByRole('button', { name: 'Who sees this?' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens 100 ms after the pointer enters and closes 300 ms after it leaves', async () => {
    const user = setup();
    const trigger = await renderPopover();

    await user.hover(trigger);
    advance(99);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Who sees this?' })).toHaveTextContent('Only members you liked.');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.unhover(trigger);
    advance(299);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open when the pointer only passes by', async () => {
    const user = setup();
    const trigger = await renderPopover();
    await user.hover(trigger);
    advance(50);
    await user.unhover(trigger);
    advance(500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open while the pointer moves onto it', async () => {
    const user = setup();
    const trigger = await renderPopover();
    await user.hover(trigger);
    advance(100);
    await settle();
    const panel = screen.getByRole('dialog');
    await user.unhover(trigger);
    advance(100);
    await user.hover(panel);
    advance(1_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens on keyboard focus, lets Tab reach its content, and closes on Escape', async () => {
    const user = setup();
    const trigger = await renderPopover();
    await user.tab();
    expect(trigger).toHaveFocus();
    await settle();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles on click and says so on the trigger', async () => {
    const user = setup();
    const trigger = await renderPopover();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    await settle();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // Opened by a click, it is pinned: leaving does not close it.
    await user.unhover(trigger);
    advance(1_000);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(trigger);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // Only the distance is checked: x is shift()'s 8 px viewport padding in jsdom's zero-size window.
  it('sits 8 px from its trigger', async () => {
    const user = setup();
    const trigger = await renderPopover();
    await user.click(trigger);
    await settle();
    expect(screen.getByRole('dialog').style.transform).toMatch(/translate\([^,]+, 8px\)/);
  });

  it('keeps the handlers of its trigger', async () => {
    const onClick = jest.fn();
    const user = setup();
    render(
      <Popover
        trigger={
          <button type="button" onClick={onClick}>
            Info
          </button>
        }
        content="More"
      />,
    );
    await settle();
    await user.click(screen.getByRole('button', { name: 'Info' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('Tooltip', () => {
  async function renderTooltip() {
    render(<Tooltip trigger={<button type="button">Like</button>} content="Let them know you like them" />);
    await settle();
    return screen.getByRole('button', { name: 'Like' });
  }

  it('shows after 100 ms of hover, describes its trigger, hides 300 ms after leaving', async () => {
    const user = setup();
    const trigger = await renderTooltip();
    expect(trigger).not.toHaveAttribute('aria-describedby');

    await user.hover(trigger);
    advance(99);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    await settle();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Let them know you like them');
    expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    expect(trigger).toHaveAccessibleDescription('Let them know you like them');

    await user.unhover(trigger);
    advance(299);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-describedby');
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    const user = setup();
    await renderTooltip();
    await user.tab();
    await settle();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('sits 6 px from its trigger', async () => {
    const user = setup();
    await renderTooltip();
    await user.tab();
    await settle();
    expect(screen.getByRole('tooltip').style.transform).toMatch(/translate\([^,]+, -6px\)/);
  });

  it('keeps a description the trigger already has', async () => {
    const user = setup();
    render(
      <>
        <Tooltip trigger={<input aria-label="Email" aria-describedby="hint" />} content="We never share it" />
        <p id="hint">Used to log in</p>
      </>,
    );
    await settle();
    await user.tab();
    await settle();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Used to log in We never share it');
  });
});
