export { Spinner, type SpinnerProps } from './Spinner.tsx';
export { FullScreenSpinner, type FullScreenSpinnerProps } from './FullScreenSpinner.tsx';
