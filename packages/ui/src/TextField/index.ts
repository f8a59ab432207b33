export { TextField, StatusAdornment, type TextFieldProps, type ValidationStatus } from './TextField.tsx';
