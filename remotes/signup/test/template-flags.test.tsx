import { fireEvent, screen, waitFor } from '@testing-library/react';
import { recordingApi, renderRemote, testTemplate } from '@dating/testing';
import type { TemplateFlags } from '@dating/config';
import { ageOn } from '@dating/ui';
import { ProfileStep } from '../src/steps/ProfileStep';
import en from '../src/locales/en.json';
import { newMember } from './helpers/member';

const user = newMember();

/**
 * classic has both signup date flags off, so each test serves the site under a template of its own that turns
 * one on: the settings answer names it, as the server's settings name the template in use.
 */
function openStepWith(signupFlags: Partial<TemplateFlags['signup']>, onNext = jest.fn()) {
  const name = testTemplate(`flags-${Object.keys(signupFlags).join('-')}`, { signup: signupFlags });
  const calls = recordingApi((path) => {
    if (path === '/api/settings.php') return { template: name, signups: 'all' };
    if (path === '/api/profile_fields.php') return { fields: {} };
    return { user };
  });
  renderRemote(<ProfileStep user={user} onNext={onNext} />, { resources: { en: { signup: en } } });
  return calls;
}

/**
 * The date the three selects show, as 'YYYY-MM-DD'. The selects by their labels: the step holds many selects of
 * many options, and a role query names them all, three times per call of this, on every poll of a waitFor.
 */
const shownDob = () => {
  const part = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;
  const pad = (v: string, n: number) => v.padStart(n, '0');
  return `${pad(part(en.profile.year), 4)}-${pad(part(en.profile.month), 2)}-${pad(part(en.profile.day), 2)}`;
};

describe('signup.randomDateOfBirth', () => {
  it('is off in classic: the date of birth starts empty', async () => {
    openStepWith({});
    await screen.findByLabelText(en.profile.year);
    await waitFor(() => expect(shownDob()).toBe('0000-00-00'));
  });

  it('when on, starts the picker at a random date between 18 and 50 years ago, and saves it', async () => {
    const onNext = jest.fn();
    const calls = openStepWith({ randomDateOfBirth: true }, onNext);
    await waitFor(() => expect(shownDob()).not.toBe('0000-00-00'));
    const age = ageOn(shownDob())!;
    expect(age).toBeGreaterThanOrEqual(18);
    expect(age).toBeLessThanOrEqual(50);
    fireEvent.click(screen.getByRole('button', { name: en.profile.save }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/user.php' && c.input.body)?.input.body.date_of_birth).toBe(shownDob());
  });

  it('keeps a date of birth the member already has', async () => {
    const empty = user.profile;
    user.profile = { ...empty, date_of_birth: '1990-03-05' };
    try {
      openStepWith({ randomDateOfBirth: true });
      await screen.findByLabelText(en.profile.year);
      await waitFor(() => expect(shownDob()).toBe('1990-03-05'));
    } finally {
      user.profile = empty;
    }
  });
});

describe('signup.nativeDateInput', () => {
  it('is off in classic: day, month and year selects', async () => {
    openStepWith({});
    expect(await screen.findByLabelText(en.profile.day)).toHaveRole('combobox');
    expect(screen.queryByLabelText(en.profile.date_of_birth, { selector: 'input' })).not.toBeInTheDocument();
  });

  it('when on, asks with one labelled native date input and saves what is typed', async () => {
    const onNext = jest.fn();
    const calls = openStepWith({ nativeDateInput: true }, onNext);
    const input = await screen.findByLabelText(en.profile.date_of_birth, { selector: 'input' });
    expect(input).toHaveAttribute('type', 'date');
    expect(screen.queryByRole('combobox', { name: en.profile.day })).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: '1991-07-20' } });
    fireEvent.click(screen.getByRole('button', { name: en.profile.save }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/user.php' && c.input.body)?.input.body.date_of_birth).toBe('1991-07-20');
  });
});
