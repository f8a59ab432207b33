export { Countdown, formatCountdown, type CountdownProps } from './Countdown.tsx';
