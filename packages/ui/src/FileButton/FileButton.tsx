import { useRef, type ChangeEvent } from 'react';
import { Button, type ButtonProps } from '../Button/Button.tsx';

export interface FileButtonProps extends Omit<ButtonProps, 'onClick' | 'onChange'> {
  /** The label: what happens ('Сменить фото'). */
  children?: ButtonProps['children'];
  /** Emphasis, as for Button: outlined beside a photo, filled when it is the main action. */
  variant?: ButtonProps['variant'];
  /** Icon before the label. */
  startIcon?: ButtonProps['startIcon'];
  /** Accepted MIME types: a rule of the product (the avatar's are the contract's AVATAR_MIME_TYPES). */
  accept: readonly string[];
  /** Called with the chosen file when its type is accepted. */
  onFile: (file: File) => void;
  /** Called with a file of another type (the picker can be bypassed by drag and drop or 'All files'). */
  onReject?: (file: File) => void;
}

/** A button that opens the file picker for the types `accept` names (the avatar's images); other files are refused. */
export function FileButton({ accept, onFile, onReject, children, disabled, ...rest }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire again
    if (!file) return;
    if (accept.includes(file.type)) onFile(file);
    else onReject?.(file);
  };
  return (
    <>
      <Button {...rest} disabled={disabled} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={onChange}
        data-testid="file-input"
      />
    </>
  );
}
