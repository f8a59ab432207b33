export {
  WeekSchedule,
  LessonList,
  type LessonListProps,
  EMPTY_WEEK_TEXT,
  lessonEnd,
  lessonTime,
  weekRangeText,
  type ScheduleLesson,
  type WeekScheduleProps,
} from './WeekSchedule.tsx';
export { LessonDetails, type LessonDetailsProps } from './LessonDetails.tsx';
