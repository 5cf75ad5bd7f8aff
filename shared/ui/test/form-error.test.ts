import { FORM_ERROR as FINAL_FORM_ERROR } from 'final-form';
import { FORM_ERROR } from '../src/form/form-error';

it("the form-level error's key is final-form's own", () => {
  expect(FORM_ERROR).toBe(FINAL_FORM_ERROR);
});
