import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadInterestNames, loadProfileFieldMessages } from '@dating/i18n';
import { recordingApi, renderRemote } from '@dating/testing';
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

function mountStep(onNext = jest.fn()) {
  const calls = recordingApi((path) => {
    if (path === '/api/profile_fields.php') return profileFieldsAnswer;
    if (path === '/api/interests.php') return interestsAnswer;
    return { user };
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
