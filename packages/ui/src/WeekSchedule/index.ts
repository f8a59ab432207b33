export {
  WeekSchedule,
  EMPTY_WEEK_TEXT,
  lessonEnd,
  lessonTime,
  weekRangeText,
  type ScheduleLesson,
  type WeekScheduleProps,
} from './WeekSchedule.tsx';
export { LessonDetails, type LessonDetailsProps } from './LessonDetails.tsx';
export { SUBJECT_PALETTE, subjectColor } from './subjectColor.ts';
