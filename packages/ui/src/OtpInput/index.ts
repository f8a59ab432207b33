export { OtpInput, type OtpInputProps, type OtpStatus } from './OtpInput.tsx';
