export { WeekSchedule, EMPTY_WEEK_TEXT, type WeekScheduleProps } from './WeekSchedule.tsx';
export { LessonList, type LessonListProps } from './LessonBlock.tsx';
export { lessonEnd, lessonName, lessonTime, weekFromToday, weekRangeText, type ScheduleLesson } from './lesson.ts';
export { LessonDetails, type LessonDetailsProps } from './LessonDetails.tsx';
