import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { Form, useField, useForm } from 'react-final-form';
import type { FormApi } from 'final-form';
import { keepEmpty } from '../src';

interface Answers {
  gender: string | null;
}

/**
 * A pick that lands after the form is on screen and before its effects ran: React commits, the browser paints, the
 * visitor taps, and only then do the fields register. A layout effect runs in exactly that gap.
 */
function PickedAtOnce({ value }: { value: string }) {
  const form = useForm<Answers>();
  useLayoutEffect(() => form.change('gender', value), [form, value]);
  return null;
}

function Choice({ value, label }: { value: string; label: string }) {
  const { input } = useField<string | null>('gender', { parse: keepEmpty, allowNull: true });
  return (
    <label>
      <input type="radio" name="gender" checked={input.value === value} onChange={() => input.onChange(value)} />
      {label}
    </label>
  );
}

function show(initialValues: Answers) {
  let api: FormApi<Answers> | undefined;
  render(
    <Form<Answers>
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={({ form }) => {
        api = form;
        return (
          <form>
            <Choice value="female" label="Women" />
            <Choice value="" label="Both" />
            <PickedAtOnce value="" />
          </form>
        );
      }}
    />,
  );
  return () => api!.getState().values;
}

// react-final-form 7.0.1 gave a field its initial value when it registered (in an effect, after the first paint),
// over whatever the form held by then: a tap in that gap was lost (upstream issue #1095; patches/ holds the fix).
describe('a form that has just appeared', () => {
  it('keeps a choice made before its fields registered', () => {
    const values = show({ gender: null });
    expect(values().gender).toBe('');
    expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
  });

  it('keeps it over an initial answer too', () => {
    const values = show({ gender: 'female' });
    expect(values().gender).toBe('');
    expect(screen.getByRole('radio', { name: 'Women' })).not.toBeChecked();
  });
});
