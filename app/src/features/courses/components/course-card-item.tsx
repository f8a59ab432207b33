import type { Course } from '@school/contract';
import { CourseCard, subjectColor, type CourseCardLinkProps } from '@school/ui';
import { Link } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { paths } from '../../../config/paths';
import { courseBadges, formatPrice, personName, progressCaption, PROGRESS_LABEL } from '../courses';

const routerLink = ({ href, children }: CourseCardLinkProps) => <Link to={href}>{children}</Link>;

/**
 * A course of the catalogue as a card: the subject's colour (the one its lessons have in the calendar), exam,
 * classes, teachers, price, and an enrolled student's progress.
 */
export function CourseCardItem({ course, headingLevel = 3 }: { course: Course; headingLevel?: 2 | 3 }) {
  const theme = useTheme();
  return (
    <CourseCard
      title={course.title}
      href={paths.course.getHref(course.id)}
      renderLink={routerLink}
      subjectName={course.subjectName}
      accentColor={subjectColor(course.subject, theme.name)}
      badges={courseBadges(course)}
      teachers={course.teachers.map((teacher) => ({ name: personName(teacher), avatarSrc: teacher.avatar }))}
      price={formatPrice(course.priceRub)}
      progress={
        course.progress && course.progress.total > 0
          ? {
              value: course.progress.seen,
              max: course.progress.total,
              label: PROGRESS_LABEL,
              caption: progressCaption(course.progress),
            }
          : undefined
      }
      headingLevel={headingLevel}
    />
  );
}
