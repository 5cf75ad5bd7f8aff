import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadInterestNames, loadProfileFieldMessages } from '@dating/i18n';
import { ApiError } from '@dating/api-client';
import { recordingApi, renderRemote, testTemplate } from '@dating/testing';
import { DETAIL_FIELDS, LIMITS, PROFILE_FIELDS } from '@dating/contract';
import { ProfileStep } from '../src/steps/ProfileStep';
import en from '../src/locales/en.json';
import nl from '../src/locales/nl.json';
import { newMember } from './helpers/member';

interface FieldNames {
  label: string;
  values: Record<string, string>;
}
/** The Dutch profile_fields messages, as the page loads them. */
let nlFields: Record<string, FieldNames> & { no_answer: string };
/** The Dutch interest names by id. */
let nlInterests: Record<string, string>;
beforeAll(async () => {
  nlFields = (await loadProfileFieldMessages('nl')).default;
  nlInterests = (await loadInterestNames('nl')).default;
});

const user = newMember({}, { language: 'nl' });

/** What profile_fields.php answers: every field of the contract, gender included. */
const profileFieldsAnswer = {
  fields: Object.fromEntries(
    Object.entries(PROFILE_FIELDS).map(([name, values]) => [name, { allowed_values: [...values] }]),
  ),
};

/** What interests.php answers: ids with English names, one more than a member may pick. */
const interestsAnswer = {
  interests: Array.from({ length: LIMITS.interestsMax + 1 }, (_, i) => ({ id: i + 1, name: `Interest ${i + 1}` })),
};

/**
 * The step with the recording api. `saved` answers the save (the PUT of user.php, the one call with a body);
 * `template` is named by the settings answer.
 */
function mountStep(onNext = jest.fn(), { saved = (): unknown => ({ user }), template = '' } = {}) {
  const calls = recordingApi((path, input) => {
    if (path === '/api/settings.php' && template) return { template, signups: 'all' };
    if (path === '/api/profile_fields.php') return profileFieldsAnswer;
    if (path === '/api/interests.php') return interestsAnswer;
    return input?.body ? saved() : { user };
  });
  renderRemote(<ProfileStep user={user} onNext={onNext} />, {
    lng: 'nl',
    resources: { en: { signup: en }, nl: { signup: nl } },
  });
  return calls;
}

// Selects by their labels and options by their text: the step holds a select of many options per detail, and a role
// query names every element of it, on every poll of findBy… too (seconds of CPU in jsdom). The first test checks
// that each labelled control is a combobox.

describe('step 4 in Dutch', () => {
  it('names every field of profile_fields.php and every answer in Dutch', async () => {
    mountStep();
    for (const [field, values] of Object.entries(DETAIL_FIELDS)) {
      const names = nlFields[field];
      const select = await screen.findByLabelText(names.label);
      expect(select).toHaveRole('combobox');
      const options = within(select)
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(options).toEqual([nlFields.no_answer, ...values.map((v) => names.values[v])]);
    }
    expect(screen.getByText('Een paar kilootjes te veel', { selector: 'option' })).toBeInTheDocument();
    expect(screen.getByText('150–159 cm', { selector: 'option' })).toBeInTheDocument();
    expect(screen.queryByText(/^(looking for|body type|eye color|a few extra pounds|150 159|male)$/i)).toBeNull();
  });

  it('asks for gender once', async () => {
    mountStep();
    await screen.findByLabelText(nlFields.body_type.label);
    expect(screen.getAllByRole('combobox', { name: nl.profile.gender })).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: /gender/i })).toBeNull();
  });

  it('saves the chosen answers as details and leaves unanswered fields out', async () => {
    const onNext = jest.fn();
    const calls = mountStep(onNext);
    const height = await screen.findByLabelText(nlFields.height.label);
    fireEvent.change(height, { target: { value: '170_179' } });
    fireEvent.change(screen.getByLabelText(nlFields.smoking.label), { target: { value: 'never' } });
    fireEvent.click(screen.getByRole('button', { name: nl.profile.save }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    const put = calls.find((c) => c.path === '/api/user.php' && c.input.body);
    expect(put?.input.body.details).toEqual({ height: '170_179', smoking: 'never' });
  });

  it('lets the member pick interests named in Dutch, at most the limit, saved in the list order', async () => {
    const onNext = jest.fn();
    const calls = mountStep(onNext);
    const box = (id: number) => screen.getByLabelText(nlInterests[String(id)]!);
    expect(await screen.findByLabelText(nlInterests['3']!)).toHaveRole('checkbox');
    for (let id = LIMITS.interestsMax; id >= 1; id--) fireEvent.click(box(id));
    expect(screen.getByText(`${LIMITS.interestsMax} van ${LIMITS.interestsMax} gekozen`)).toBeInTheDocument();
    expect(box(LIMITS.interestsMax + 1)).toBeDisabled();
    fireEvent.click(box(2));
    expect(box(LIMITS.interestsMax + 1)).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: nl.profile.save }));
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    const put = calls.find((c) => c.path === '/api/user.php' && c.input.body);
    expect(put?.input.body.interests).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('step 4 saving', () => {
  const saves = (calls: ReturnType<typeof mountStep>) => calls.filter((c) => c.method === 'PUT');
  const saveButton = () => screen.getByRole('button', { name: nl.profile.save });

  it('tells a date under 18 once the picker is left, and keeps it from being saved', async () => {
    const calls = mountStep(jest.fn(), { template: testTemplate('native-dob', { signup: { nativeDateInput: true } }) });
    const input = await screen.findByLabelText(nl.profile.date_of_birth, { selector: 'input' });
    expect(saveButton()).toBeEnabled();
    fireEvent.change(input, { target: { value: `${new Date().getFullYear() - 10}-06-15` } });
    expect(await screen.findByRole('alert')).toHaveTextContent('18');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
    fireEvent.submit(saveButton().closest('form')!);
    expect(saves(calls)).toEqual([]);
  });

  it('takes a date picked only in part for no error and leaves it out of the save', async () => {
    const onNext = jest.fn();
    const calls = mountStep(onNext);
    fireEvent.change(await screen.findByLabelText(nl.profile.year), { target: { value: '1990' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onNext).toHaveBeenCalled());
    expect(saves(calls)[0]?.input.body).not.toHaveProperty('date_of_birth');
  });

  it('says a failed save in its own words and stays', async () => {
    const onNext = jest.fn();
    const calls = mountStep(onNext, {
      saved: () => {
        throw new ApiError(503, { error: 'unavailable', message: 'English' }, 'PUT /api/user.php');
      },
    });
    await screen.findByLabelText(nlFields.height.label);
    fireEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(nl.errors.save);
    expect(saves(calls)).toHaveLength(1);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('tells a date the server refuses under the picker', async () => {
    const onNext = jest.fn();
    mountStep(onNext, {
      saved: () => {
        const fields = {
          date_of_birth: { code: 'date_of_birth_max_age', message: 'English', params: { max_age: 100 } },
        };
        throw new ApiError(422, { error: 'validation', message: 'English', fields }, 'PUT /api/user.php');
      },
    });
    const year = new Date().getFullYear() - 30;
    fireEvent.change(await screen.findByLabelText(nl.profile.year), { target: { value: String(year) } });
    fireEvent.change(screen.getByLabelText(nl.profile.month), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(nl.profile.day), { target: { value: '5' } });
    fireEvent.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('100');
    expect(screen.queryByText(nl.errors.save)).toBeNull();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('saves once when save is pressed twice, or the form is sent again by Enter while saving', async () => {
    const onNext = jest.fn();
    let answer!: (value: unknown) => void;
    const calls = mountStep(onNext, { saved: () => new Promise((resolve) => (answer = resolve)) });
    await screen.findByLabelText(nlFields.height.label);
    fireEvent.click(saveButton());
    fireEvent.click(saveButton());
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    // Enter sends the form past the button
    fireEvent.submit(saveButton().closest('form')!);
    answer({ user });
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(saves(calls)).toHaveLength(1);
  });
});
