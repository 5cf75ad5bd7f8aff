import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Badge, CountBadge } from '../src/badge/Badge';
import { Button } from '../src/button/Button';
import { Checkbox } from '../src/choice/Checkbox';
import { ChoiceCard } from '../src/choice/ChoiceCard';
import { IconButton } from '../src/button/IconButton';
import { EmptyState } from '../src/empty/EmptyState';
import { Field } from '../src/field/Field';
import { Select } from '../src/field/Select';
import { TextInput } from '../src/field/TextInput';
import { LikeToggle } from '../src/like/LikeToggle';
import { BottomSheet } from '../src/modal/Modal';
import { LoadingRegion, Skeleton } from '../src/skeleton/Skeleton';
import { Tabs } from '../src/tabs/Tabs';
import { i18nWrapper, uiI18n } from './helpers/ui-i18n';

describe('Button', () => {
  it('does not submit the form it sits in unless asked to', async () => {
    const submit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={submit}>
        <Button>Preview</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('while loading keeps its name, says it is busy and takes no second click', async () => {
    const click = jest.fn();
    render(
      <Button loading onClick={click}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(click).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its label and announces a pressed toggle', () => {
    render(<IconButton label="Start conversation with Anna" icon={<svg />} pressed={false} />);
    expect(screen.getByRole('button', { name: 'Start conversation with Anna' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('LikeToggle as an icon', () => {
  it('keeps the names and the pressed state of the pill', async () => {
    const i18n = await uiI18n();
    function Toggle() {
      const [liked, setLiked] = useState(false);
      return <LikeToggle name="Anna" liked={liked} onToggle={() => setLiked(!liked)} appearance="overlay" />;
    }
    render(<Toggle />, { wrapper: i18nWrapper(i18n) });
    await userEvent.click(await screen.findByRole('button', { name: 'Like Anna' }));
    expect(screen.getByRole('button', { name: 'Unlike Anna' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Field, TextInput and Select', () => {
  it('label their controls, so a person finds them by the label', async () => {
    render(
      <>
        <Field label="City" htmlFor="city" hint="Where you live">
          <TextInput id="city" aria-describedby="city-hint" />
        </Field>
        <Field label="Looking for" htmlFor="gender">
          <Select id="gender" defaultValue="m">
            <option value="f">Women</option>
            <option value="m">Men</option>
          </Select>
        </Field>
      </>,
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Where you live');
    await userEvent.selectOptions(screen.getByLabelText('Looking for'), 'Women');
    expect(screen.getByLabelText('Looking for')).toHaveValue('f');
  });
});

describe('Checkbox and ChoiceCard', () => {
  it('are native controls named by their labels, the hint read as the description', async () => {
    render(<Checkbox label="I agree" hint="You can change this later" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('You can change this later');
    await userEvent.click(screen.getByText('I agree'));
    expect(box).toBeChecked();
  });

  it('make one choice of a group, the whole card its label', async () => {
    render(
      <fieldset>
        <legend>Pay with</legend>
        <ChoiceCard name="method" value="card" label="Card" description="Any card" defaultChecked />
        <ChoiceCard name="method" value="paypal" label="PayPal" />
      </fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Pay with' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    await userEvent.click(screen.getByText('PayPal'));
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Card/ })).not.toBeChecked();
  });
});

describe('Badges', () => {
  it('show nothing at zero, 99+ above 99, and read their meaning instead of the number', () => {
    const { rerender } = render(<CountBadge count={0} label="no news" />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<CountBadge count={120} label="120 new messages and likes" />);
    expect(screen.getByRole('status', { name: '120 new messages and likes' })).toHaveTextContent('99+');
  });

  it('mark an ad with its word', () => {
    render(<Badge tone="ad">Ad</Badge>);
    expect(screen.getByText('Ad')).toBeVisible();
  });
});

describe('Skeletons', () => {
  it('are hidden from readers, who hear the loading region once', () => {
    render(
      <LoadingRegion label="Loading members">
        <Skeleton shape="rect" aspectRatio="3 / 4" />
        <Skeleton />
      </LoadingRegion>,
    );
    const region = screen.getByRole('status', { name: '' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Loading members');
    expect(region.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});

describe('EmptyState', () => {
  it('says what is empty and offers the next step', () => {
    render(
      <EmptyState title="No likes yet" action={<a href="/profile">Complete your profile</a>}>
        Complete your profile to be found.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No likes yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
  });
});

describe('Tabs', () => {
  const tabs = [
    { id: 'about', label: 'About', panel: <p>About text</p> },
    { id: 'photos', label: 'Photos', panel: <p>Photo text</p> },
    { id: 'likes', label: 'Likes', panel: <p>Likes text</p> },
  ];

  it('shows the panel of the chosen tab', async () => {
    render(<Tabs label="Profile" tabs={tabs} />);
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('About text');
    await userEvent.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Photos' })).toHaveTextContent('Photo text');
    expect(screen.queryByText('About text')).toBeNull();
  });

  it('moves with the arrow keys, Home and End, and keeps one tab in the Tab order', async () => {
    render(<Tabs label="Profile" tabs={tabs} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Likes' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Likes' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Photos' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});

describe('BottomSheet', () => {
  it('is a named modal dialog that closes with Escape', async () => {
    const i18n = await uiI18n();
    function Sheet() {
      const [open, setOpen] = useState(true);
      return (
        <BottomSheet open={open} onClose={() => setOpen(false)} title="Menu">
          <p>Language</p>
        </BottomSheet>
      );
    }
    render(<Sheet />, { wrapper: i18nWrapper(i18n) });
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
