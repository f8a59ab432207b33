import type { CourseDetail, CourseLesson } from '@school/contract';
import { Avatar, Card, ProgressBar } from '@school/ui';
import { format } from 'date-fns';
import { ru } from 'date-fns/locale';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageGrid } from '../../../components/page-grid';
import { paths } from '../../../config/paths';
import { useGetCourseQuery } from '../api';
import { CourseHeader } from '../components/course-header';
import { MarkdownText, preloadMarkdown } from '../../../components/markdown-text';
import { CourseOutline } from '../components/course-outline';
import { CourseLoadState } from '../components/course-states';
import { EnrolOffer } from '../components/enrol-offer';
import { RouterButtonLink } from '../../../components/router-button-link';
import { personName, progressCaption, PROGRESS_LABEL } from '../courses';
import { COURSE_TEXTS } from '../texts';

/* The description is Markdown: its chunk comes beside the course's answer, not after it. */
preloadMarkdown();

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    overflow-wrap: anywhere;
  }
  time {
    flex: none;
    min-width: 12rem;
    color: ${({ theme }) => theme.color.textMuted};
    ${({ theme }) => theme.media.phone} {
      min-width: 0;
    }
  }
  ${({ theme }) => theme.media.phone} {
    li:has(time) {
      flex-direction: column;
      align-items: start;
      gap: 0;
    }
  }
`;

/** 'вторник, 24 ноября, 17:30': the lesson's start in the viewer's zone, in 24-hour form, as the calendar shows it. */
export const lessonStart = (lesson: Pick<CourseLesson, 'startsAt'>): string =>
  format(new Date(lesson.startsAt), 'EEEE, d MMMM, HH:mm', { locale: ru });

function UpcomingLessons({ lessons }: { lessons: CourseLesson[] }) {
  if (lessons.length === 0) return <p>{COURSE_TEXTS.noUpcoming}</p>;
  return (
    <List>
      {lessons.map((lesson) => (
        <li key={lesson.id}>
          <time dateTime={lesson.startsAt}>{lessonStart(lesson)}</time>
          <span>{lesson.title}</span>
        </li>
      ))}
    </List>
  );
}

function CourseActions({ course }: { course: CourseDetail }) {
  return (
    <>
      {course.editsOutline && (
        <RouterButtonLink variant="outlined" href={paths.courseEdit.getHref(course.id)}>
          {COURSE_TEXTS.edit}
        </RouterButtonLink>
      )}
      {/* its teachers see the list read-only; SENIOR enrols and unenrols */}
      {course.editsOutline && (
        <RouterButtonLink variant="outlined" href={paths.courseStudents.getHref(course.id)}>
          {COURSE_TEXTS.students}
        </RouterButtonLink>
      )}
    </>
  );
}

function CourseView({ course }: { course: CourseDetail }) {
  return (
    <PageGrid>
      <CourseHeader course={course} actions={<CourseActions course={course} />} />
      {course.progress && course.progress.total > 0 && (
        <ProgressBar
          value={course.progress.seen}
          max={course.progress.total}
          label={PROGRESS_LABEL}
          caption={progressCaption(course.progress)}
        />
      )}
      {!course.readsContent && (
        <Card variant="outlined">
          <EnrolOffer course={course} />
        </Card>
      )}
      {course.description && (
        <Card title={COURSE_TEXTS.about} headingLevel={2} variant="outlined">
          <MarkdownText minHeadingLevel={3}>{course.description}</MarkdownText>
        </Card>
      )}
      <Card title={COURSE_TEXTS.outline} headingLevel={2} variant="outlined">
        <CourseOutline course={course} />
      </Card>
      {course.teachers.length > 0 && (
        <Card title={COURSE_TEXTS.teachers} headingLevel={2} variant="outlined">
          <List>
            {course.teachers.map((teacher) => (
              <li key={teacher.username}>
                <Avatar name={personName(teacher)} src={teacher.avatar} size="sm" decorative />
                <span>{personName(teacher)}</span>
              </li>
            ))}
          </List>
        </Card>
      )}
      <Card title={COURSE_TEXTS.upcoming} headingLevel={2} variant="outlined">
        <UpcomingLessons lessons={course.upcomingLessons} />
      </Card>
    </PageGrid>
  );
}

/** '/courses/:id' (sign-in required): the course, its outline, and what the viewer may do with it. */
export function CoursePage() {
  const { id = '' } = useParams();
  const query = useGetCourseQuery(id);
  if (!query.data || query.isError) {
    return <CourseLoadState error={query.error} retry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <CourseView course={query.data} />;
}
