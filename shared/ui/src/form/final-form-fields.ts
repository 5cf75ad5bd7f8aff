/**
 * `@dating/ui/form-fields`: the react-final-form pieces every form uses. A subpath rather than part of the shared
 * module: react-final-form is no shared library, and only the pages with such a form should carry it.
 */
export { CurrentPasswordField } from './CurrentPasswordField';
export { DetailSelect, type DetailSelectProps } from './DetailSelect';
export { FieldFailureText, type FieldFailureTextProps } from './FieldFailureText';
export { SubmitButton } from './SubmitButton';
export { TextField, type TextFieldProps } from './TextField';
export { ruleValidator, typedIn } from './rule-validator';
export { submittedFailure, type FieldFailure, type SubmittedFieldMeta } from './submitted-failure';
