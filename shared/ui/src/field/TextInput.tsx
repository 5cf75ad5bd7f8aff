import type { InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';

export interface TextInputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A text, email, password or number input in the shared look; aria-invalid draws the error state. */
export function TextInput({ className, ...rest }: TextInputProps) {
  return <input className={[styles.control, className].filter(Boolean).join(' ')} {...rest} />;
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ className, ...rest }: TextAreaProps) {
  return <textarea className={[styles.control, styles.textarea, className].filter(Boolean).join(' ')} {...rest} />;
}
