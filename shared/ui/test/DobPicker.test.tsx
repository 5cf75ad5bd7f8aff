import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DobPicker, type DobPickerProps } from '../src/dob/DobPicker';
import { i18nWrapper, uiI18n } from './helpers/ui-i18n';

const today = new Date(2025, 5, 15, 12);

/** A form field holding the value, as a caller does. */
function Controlled(props: Omit<DobPickerProps, 'value'> & { initial?: string }) {
  const { initial = '0000-00-00', onInput, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DobPicker
      {...rest}
      value={value}
      onInput={(next) => {
        setValue(next);
        onInput?.(next);
      }}
    />
  );
}

const selectNames = () => screen.getAllByRole('combobox').map((select) => select.id.replace(/^.*-/, ''));
const optionValues = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value)
    .filter((v) => v !== '0');

describe('DobPicker', () => {
  it('labels its selects Dag, Maand, Jaar by default', async () => {
    render(<DobPicker locale="nl-NL" today={today} />);
    // the selects' code loads with the first picker on a page
    expect((await screen.findByLabelText('Dag')).tagName).toBe('SELECT');
    expect(screen.getByLabelText('Maand').tagName).toBe('SELECT');
    expect(screen.getByLabelText('Jaar').tagName).toBe('SELECT');
    expect(screen.getByRole('combobox', { name: 'Dag' })).toHaveValue('0');
  });

  it('uses the labels it is given', () => {
    render(<DobPicker locale="en-US" labels={{ day: 'Day', month: 'Month', year: 'Year' }} today={today} />);
    expect(screen.getByRole('combobox', { name: 'Day' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeInTheDocument();
  });

  it.each([
    ['en-US', ['month', 'day', 'year']],
    ['nl-NL', ['day', 'month', 'year']],
    ['ja-JP', ['year', 'month', 'day']],
    ['hu-HU', ['year', 'month', 'day']],
  ])('orders the selects as %s writes dates', (locale, order) => {
    render(<DobPicker locale={locale} today={today} />);
    expect(selectNames()).toEqual(order);
  });

  it('offers the years from now - 18 down to now - 100', () => {
    render(<DobPicker minAge={18} maxAge={100} today={today} locale="nl-NL" />);
    const years = optionValues('Jaar');
    expect(years[0]).toBe('2007');
    expect(years[years.length - 1]).toBe('1925');
    expect(years).toHaveLength(83);
  });

  it('names the months in the locale', () => {
    render(<DobPicker locale="nl-NL" today={today} />);
    const months = within(screen.getByLabelText('Maand')).getAllByRole('option');
    expect(months.map((o) => o.textContent)).toEqual([
      'Maand',
      'januari',
      'februari',
      'maart',
      'april',
      'mei',
      'juni',
      'juli',
      'augustus',
      'september',
      'oktober',
      'november',
      'december',
    ]);
  });

  it('keeps the browser locale order but names the months in the site language', () => {
    render(<DobPicker locale="en-US" monthLocale="nl-NL" today={today} />);
    const selects = screen.getAllByRole('combobox');
    expect(selects[0]).toBe(screen.getByLabelText('Maand'));
    expect(within(screen.getByLabelText('Maand')).getAllByRole('option')[1].textContent).toBe('januari');
  });

  it('offers 29 February only in leap years', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Controlled locale="nl-NL" today={today} />);
    await user.selectOptions(screen.getByLabelText('Maand'), '2');
    expect(optionValues('Dag')).toHaveLength(29); // year still open
    await user.selectOptions(screen.getByLabelText('Jaar'), '2001');
    expect(optionValues('Dag')).toHaveLength(28);
    await user.selectOptions(screen.getByLabelText('Jaar'), '2000');
    expect(optionValues('Dag')).toHaveLength(29);
    await user.selectOptions(screen.getByLabelText('Maand'), '4');
    expect(optionValues('Dag')).toHaveLength(30);
  });

  it('clears a day the new month does not have', async () => {
    const user = userEvent.setup({ delay: null });
    const onInput = jest.fn();
    render(<Controlled initial="2000-01-31" onInput={onInput} locale="nl-NL" today={today} />);
    await user.selectOptions(screen.getByLabelText('Maand'), '4');
    expect(onInput).toHaveBeenLastCalledWith('2000-04-00');
    expect(screen.getByLabelText('Dag')).toHaveValue('0');
  });

  it('clears 29 February when a common year is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const onInput = jest.fn();
    render(<Controlled initial="2000-02-29" onInput={onInput} locale="nl-NL" today={today} />);
    await user.selectOptions(screen.getByLabelText('Jaar'), '2001');
    expect(onInput).toHaveBeenLastCalledWith('2001-02-00');
  });

  it('emits onInput on every change and onBlur once all three parts are set', async () => {
    const user = userEvent.setup({ delay: null });
    const onInput = jest.fn();
    const onBlur = jest.fn();
    render(<Controlled onInput={onInput} onBlur={onBlur} locale="nl-NL" today={today} />);

    await user.selectOptions(screen.getByLabelText('Dag'), '5');
    expect(onInput).toHaveBeenLastCalledWith('0000-00-05');
    await user.selectOptions(screen.getByLabelText('Maand'), '3');
    expect(onInput).toHaveBeenLastCalledWith('0000-03-05');
    expect(onBlur).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Jaar'), '1990');
    expect(onInput).toHaveBeenLastCalledWith('1990-03-05');

    expect(onInput).toHaveBeenCalledTimes(3);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledWith('1990-03-05');
  });

  it('does not emit onBlur again for the same complete date', async () => {
    const user = userEvent.setup({ delay: null });
    const onBlur = jest.fn();
    render(<Controlled onBlur={onBlur} locale="nl-NL" today={today} />);
    await user.selectOptions(screen.getByLabelText('Dag'), '5');
    await user.selectOptions(screen.getByLabelText('Maand'), '3');
    await user.selectOptions(screen.getByLabelText('Jaar'), '1990');
    await user.selectOptions(screen.getByLabelText('Jaar'), '1990');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('works uncontrolled too', async () => {
    const user = userEvent.setup({ delay: null });
    const onInput = jest.fn();
    render(<DobPicker onInput={onInput} locale="en-US" today={today} />);
    await user.selectOptions(screen.getByLabelText('Maand'), '12');
    await user.selectOptions(screen.getByLabelText('Dag'), '24');
    expect(onInput).toHaveBeenLastCalledWith('0000-12-24');
    expect(screen.getByLabelText('Dag')).toHaveValue('24');
  });

  it('shows a stored value, also one older than the year range', () => {
    render(<DobPicker value="1901-07-04" locale="en-US" today={today} />);
    expect(screen.getByLabelText('Jaar')).toHaveValue('1901');
    expect(screen.getByLabelText('Maand')).toHaveValue('7');
    expect(screen.getByLabelText('Dag')).toHaveValue('4');
  });

  it('passes invalid and a description on to the selects', () => {
    render(
      <>
        <DobPicker invalid aria-describedby="dob-error" locale="nl-NL" today={today} />
        <p id="dob-error">Too young</p>
      </>,
    );
    for (const select of screen.getAllByRole('combobox')) {
      expect(select).toHaveAttribute('aria-invalid', 'true');
      expect(select).toHaveAccessibleDescription('Too young');
    }
  });

  describe('native', () => {
    it('renders a labelled date input limited to ages 18..100', async () => {
      const i18n = await uiI18n('en');
      render(<DobPicker native today={today} />, { wrapper: i18nWrapper(i18n) });
      const input = await screen.findByLabelText('Date of birth');
      expect(input).toHaveAttribute('type', 'date');
      expect(input).toHaveAttribute('max', '2007-06-15');
      expect(input).toHaveAttribute('min', '1924-06-16');
    });

    it('takes the label in the page language, or the one given', async () => {
      const i18n = await uiI18n('nl');
      const { unmount } = render(<DobPicker native today={today} />, { wrapper: i18nWrapper(i18n) });
      expect(await screen.findByLabelText('Geboortedatum')).toBeInTheDocument();
      unmount();
      render(<DobPicker native labels={{ date: 'Born on' }} today={today} />, { wrapper: i18nWrapper(i18n) });
      expect(await screen.findByLabelText('Born on')).toBeInTheDocument();
    });

    it('emits onInput and onBlur with the date', async () => {
      const i18n = await uiI18n('en');
      const user = userEvent.setup({ delay: null });
      const onInput = jest.fn();
      const onBlur = jest.fn();
      render(<Controlled native onInput={onInput} onBlur={onBlur} today={today} />, { wrapper: i18nWrapper(i18n) });
      const input = await screen.findByLabelText('Date of birth');
      await user.type(input, '1990-03-05');
      expect(onInput).toHaveBeenLastCalledWith('1990-03-05');
      expect(onBlur).toHaveBeenCalledTimes(1);
      expect(onBlur).toHaveBeenCalledWith('1990-03-05');
      await user.clear(input);
      expect(onInput).toHaveBeenLastCalledWith('0000-00-00');
    });
  });
});
