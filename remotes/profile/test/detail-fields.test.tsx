import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadProfileFieldMessages } from '@dating/i18n';
import { recordingApi, renderRemote, testUser } from '@dating/testing';
import { DETAIL_FIELDS, PROFILE_FIELDS, type User } from '@dating/contract';
import { ProfileForm } from '../src/profile-form/ProfileForm';
import de from '../src/locales/de.json';
import en from '../src/locales/en.json';

interface FieldNames {
  label: string;
  values: Record<string, string>;
}
/** The German profile_fields messages, as the page loads them. */
let deFields: Record<string, FieldNames>;
let noAnswer: string;
beforeAll(async () => {
  const messages = (await loadProfileFieldMessages('de')).default;
  deFields = messages;
  noAnswer = messages.no_answer;
});

const user: User = testUser({
  country: 'DE',
  date_of_birth: '1990-05-06',
  language: 'de',
  details: { smoking: 'never', height: '160_169' },
});

/** What profile_fields.php answers: every field of the contract, gender included. */
const profileFieldsAnswer = {
  fields: Object.fromEntries(
    Object.entries(PROFILE_FIELDS).map(([name, values]) => [name, { allowed_values: [...values] }]),
  ),
};

function mountForm() {
  const calls = recordingApi((path) => {
    if (path === '/api/profile_fields.php') return profileFieldsAnswer;
    if (path === '/api/settings.php') return { countries: ['DE'] };
    if (path === '/api/regions.php') return { countries: [] };
    return { user };
  });
  renderRemote(<ProfileForm user={user} showCity={false} />, {
    lng: 'de',
    resources: { en: { profile: en }, de: { profile: de } },
  });
  return calls;
}

/**
 * A detail's select by its label. The form has a select of many options per detail: a role query named every
 * element of it, once per field and on every poll of findBy…, seconds of CPU in jsdom. One test checks the role.
 */
const detail = (field: string) => screen.getByLabelText(deFields[field]!.label);
const firstDetail = () => screen.findByLabelText(deFields.body_type!.label);

describe('profile details on /profile', () => {
  it('shows every detail field translated, with the member\'s answers and "no answer" for the rest', async () => {
    mountForm();
    const bodyType = await firstDetail();
    expect(bodyType).toHaveRole('combobox');
    const extraPounds = deFields.body_type.values.a_few_extra_pounds;
    expect(within(bodyType).getByRole('option', { name: extraPounds })).toBeInTheDocument();
    expect(bodyType).toHaveValue('');
    expect(within(bodyType).getByRole('option', { selected: true })).toHaveTextContent(noAnswer);
    expect(detail('smoking')).toHaveValue('never');
    expect(screen.getByRole('group', { name: de.details.legend })).toBeInTheDocument();
    for (const field of Object.keys(DETAIL_FIELDS)) {
      expect(detail(field).tagName).toBe('SELECT');
    }
    // gender keeps its own select; profile_fields.php lists it too, but it is not asked twice
    expect(screen.getAllByRole('combobox', { name: de.fields.gender })).toHaveLength(1);
  });

  it('sends a chosen answer, and a cleared one as "" so the server removes it', async () => {
    const calls = mountForm();
    fireEvent.change(await firstDetail(), { target: { value: 'athletic' } });
    fireEvent.change(detail('smoking'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: de.form.save }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const details = calls.find((c) => c.method === 'PUT')?.input.body.details;
    expect(details).toMatchObject({ body_type: 'athletic', smoking: '', height: '160_169', looking_for: '' });
    expect(Object.keys(details).sort()).toEqual(Object.keys(DETAIL_FIELDS).sort());
  });
});
