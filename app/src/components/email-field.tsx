import { TextField, type TextFieldProps } from '@school/ui';

/**
 * The e-mail input every form asks for alike: the same label, the browser's saved address offered
 * and the e-mail keyboard on phones. A form adds its value, status and layout.
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>) {
  return (
    <TextField label="Электронная почта" name="email" type="email" autoComplete="email" inputMode="email" {...props} />
  );
}
