import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** Start with the password shown (uncontrolled). */
  defaultVisible?: boolean;
  /** Visible label ('Пароль', 'Новый пароль'), also the accessible name. */
  label: string;
  /** Take the full width of the container. */
  fullWidth?: boolean;
  /** 'current-password' to sign in, 'new-password' to set one: password managers fill it in or offer a strong one. */
  autoComplete?: string;
}

/** Password input with a show/hide toggle. */
export function PasswordField({
  defaultVisible = false,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      endAdornment={
        <IconButton
          size="sm"
          label={visible ? 'Скрыть пароль' : 'Показать пароль'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          disabled={rest.disabled}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    />
  );
}
