export {
  CourseCard,
  courseBadgeRow,
  courseSubjectLine,
  type CourseCardBadge,
  type CourseCardLinkProps,
  type CourseCardProgress,
  type CourseCardProps,
  type CourseCardTeacher,
} from './CourseCard.tsx';
export { CourseGrid, type CourseGridProps } from './CourseGrid.tsx';
