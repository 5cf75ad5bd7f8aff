import type { Ref } from 'react';
import { Field, TextInput } from '@dating/ui';

export interface CredentialFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  /** the refusal in the member's language, shown under the input and read with it */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** One labelled address or password input of the credentials forms, with its error tied to it. */
export function CredentialField({
  id,
  label,
  type,
  autoComplete,
  value,
  onChange,
  error,
  inputRef,
}: CredentialFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Field
      label={label}
      htmlFor={id}
      error={
        error && (
          <p id={errorId} className="profile-cred-field-error">
            {error}
          </p>
        )
      }
    >
      <TextInput
        id={id}
        ref={inputRef}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
    </Field>
  );
}
