import { TextField, type TextFieldProps } from './TextField';
import { typedIn } from './rule-validator';

/**
 * The member's current password, asked to log in or to confirm a change: typed in is all it needs here (the server
 * says whether it is right), and the browser may fill in the saved one.
 */
export function CurrentPasswordField(props: Pick<TextFieldProps, 'id' | 'label' | 'errorClassName'>) {
  return <TextField name="password" type="password" autoComplete="current-password" validate={typedIn} {...props} />;
}
