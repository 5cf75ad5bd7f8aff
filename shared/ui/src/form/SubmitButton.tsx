import { useFormState } from 'react-final-form';
import { Button, type ButtonProps } from '@dating/ui';

/** The submit button of a react-final-form form: it shows the form's sending (and `loading`, the work after it). */
export function SubmitButton({ loading = false, ...props }: Omit<ButtonProps, 'type'>) {
  const { submitting } = useFormState({ subscription: { submitting: true } });
  return <Button {...props} type="submit" loading={submitting || loading} />;
}
