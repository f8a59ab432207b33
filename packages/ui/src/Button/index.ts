export { Button, type ButtonProps, type ButtonVariant, type ButtonColor, type ButtonSize } from './Button.tsx';
