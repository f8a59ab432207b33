export { Calendar, type CalendarProps, type CalendarEvent } from './Calendar.tsx';
