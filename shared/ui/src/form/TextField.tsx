import type { Ref } from 'react';
import { Field as FinalField } from 'react-final-form';
import type { FieldValidator } from 'final-form';
import { Field, TextInput } from '@dating/ui';
import { FieldFailureText } from './FieldFailureText';
import { submittedFailure } from './submitted-failure';

export interface TextFieldProps {
  /** the value's name in the form, and the input's name (the server's drawn page hands typed values over by it) */
  name: string;
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  hint?: string;
  validate?: FieldValidator<string>;
  /** the class of the failure's paragraph: each form colours it on its own surface */
  errorClassName?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input of a react-final-form form: what is wrong with it shows under it once the form was sent (its
 * rule, or the server's refusal until it is edited), tied to the input as its description.
 */
export function TextField({
  name,
  id,
  label,
  type = 'text',
  autoComplete,
  hint,
  validate,
  errorClassName,
  inputRef,
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <FinalField<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const failure = submittedFailure(meta);
        const described = [hint && `${id}-hint`, failure && errorId].filter(Boolean).join(' ');
        return (
          <Field
            label={label}
            htmlFor={id}
            hint={hint}
            error={failure && <FieldFailureText id={errorId} failure={failure} className={errorClassName} />}
          >
            <TextInput
              {...input}
              id={id}
              ref={inputRef}
              type={type}
              autoComplete={autoComplete}
              inputMode={type === 'email' ? 'email' : undefined}
              aria-invalid={failure ? true : undefined}
              aria-describedby={described || undefined}
            />
          </Field>
        );
      }}
    </FinalField>
  );
}
