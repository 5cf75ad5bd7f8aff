import type { FormEventHandler, ReactNode } from 'react';
import { StepHeader, type StepHeaderProps } from './StepHeader';

export interface StepFormProps extends StepHeaderProps {
  /** the form's submit (react-final-form's handleSubmit) */
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A step that asks something: its header, then its fields, checked by the step's own rules, not the browser's. */
export function StepForm({ onSubmit, children, ...header }: StepFormProps) {
  return (
    <form className="signup-step" onSubmit={onSubmit} aria-labelledby={header.id} noValidate>
      <StepHeader {...header} />
      {children}
    </form>
  );
}
