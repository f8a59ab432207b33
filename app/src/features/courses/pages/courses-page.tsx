import { COURSE_EXAM_NAMES, managesCourses, mayTeach, type Course, type User } from '@school/contract';
import { Button, CourseGrid, Select, Skeleton } from '@school/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/load-failed';
import { PageGrid } from '../../../components/page-grid';
import { PageSection } from '../../../components/panel';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../session';
import { useGetCourseSubjectsQuery, useGetCoursesQuery } from '../api';
import { CourseCardItem } from '../components/course-card-item';
import { RouterButtonLink } from '../../../components/router-button-link';
import { examLabel, isOwnCourse, readFilters, writeFilters, type CourseFilters } from '../courses';
import { COURSE_TEXTS } from '../texts';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const Section = styled(PageSection)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => theme.size.border} dashed ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 16rem));
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** What an empty 'Мои курсы' says, by who is looking: a student how to get a course, staff how to make one. */
function MyCoursesEmpty({ user, catalogueEmpty }: { user: User; catalogueEmpty: boolean }) {
  if (managesCourses(user.roles)) {
    return (
      <Empty>
        <p>{COURSE_TEXTS.staffEmpty}</p>
        <p>{COURSE_TEXTS.staffEmptyHint}</p>
        <RouterButtonLink href={paths.newCourse.getHref()}>{COURSE_TEXTS.createCourse}</RouterButtonLink>
      </Empty>
    );
  }
  if (mayTeach(user.roles)) {
    return (
      <Empty>
        <p>{COURSE_TEXTS.staffEmpty}</p>
        <p>{COURSE_TEXTS.teacherEmptyHint}</p>
      </Empty>
    );
  }
  return (
    <Empty>
      <p>{COURSE_TEXTS.studentEmpty}</p>
      <p>{catalogueEmpty ? COURSE_TEXTS.studentEmptyNoCatalogue : COURSE_TEXTS.studentEmptyHint}</p>
    </Empty>
  );
}

function CourseCards({ label, courses }: { label: string; courses: Course[] }) {
  return (
    <CourseGrid label={label}>
      {courses.map((course) => (
        <CourseCardItem key={course.id} course={course} />
      ))}
    </CourseGrid>
  );
}

function FilterBar({ filters, onChange }: { filters: CourseFilters; onChange: (next: CourseFilters) => void }) {
  const subjects = useGetCourseSubjectsQuery().data ?? [];
  return (
    <Filters>
      <Select<string>
        label={COURSE_TEXTS.subject}
        value={filters.subject ?? ''}
        options={[
          { value: '', label: COURSE_TEXTS.anySubject },
          ...subjects.map((subject) => ({ value: subject.shortname, label: subject.name })),
        ]}
        onChange={(subject) => onChange({ ...filters, subject: subject || undefined })}
        fullWidth
      />
      <Select<string>
        label={COURSE_TEXTS.exam}
        value={filters.exam ?? ''}
        options={[
          { value: '', label: COURSE_TEXTS.anyExam },
          ...COURSE_EXAM_NAMES.map((exam) => ({ value: exam, label: examLabel(exam) })),
        ]}
        onChange={(exam) => onChange({ ...filters, exam: (exam || undefined) as CourseFilters['exam'] })}
        fullWidth
      />
    </Filters>
  );
}

function CoursesBody({ user }: { user: User }) {
  const [search, setSearch] = useSearchParams();
  const filters = readFilters(search);
  const filtered = filters.subject !== undefined || filters.exam !== undefined;
  /* 'Мои курсы' are all of the viewer's, whatever the filters; the filters narrow the catalogue under them. */
  const mine = useGetCoursesQuery({});
  const catalogue = useGetCoursesQuery(filters);
  const setFilters = (next: CourseFilters) => setSearch(writeFilters(next), { replace: true });

  if (mine.isError) {
    return (
      <LoadFailed message={COURSE_TEXTS.loadFailed} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
    );
  }
  if (!mine.data) return <Skeleton variant="card" rows={4} aria-label={COURSE_TEXTS.loading} />;
  const own = mine.data.filter((course) => isOwnCourse(course, user.username));

  return (
    <>
      <Section aria-labelledby="my-courses">
        <h2 id="my-courses">{COURSE_TEXTS.myCourses}</h2>
        {own.length > 0 ? (
          <CourseCards label={COURSE_TEXTS.myCourses} courses={own} />
        ) : (
          <MyCoursesEmpty user={user} catalogueEmpty={mine.data.length === 0} />
        )}
      </Section>
      <Section aria-labelledby="all-courses">
        <h2 id="all-courses">{COURSE_TEXTS.allCourses}</h2>
        <FilterBar filters={filters} onChange={setFilters} />
        {catalogue.isError ? (
          <LoadFailed
            message={COURSE_TEXTS.loadFailed}
            onRetry={() => void catalogue.refetch()}
            retrying={catalogue.isFetching}
          />
        ) : !catalogue.data || catalogue.isFetching ? (
          <Skeleton variant="card" rows={3} aria-label={COURSE_TEXTS.loading} />
        ) : catalogue.data.length > 0 ? (
          <CourseCards label={COURSE_TEXTS.allCourses} courses={catalogue.data} />
        ) : filtered ? (
          <Empty>
            <p>{COURSE_TEXTS.noneFound}</p>
            <Button variant="text" onClick={() => setFilters({})}>
              {COURSE_TEXTS.resetFilters}
            </Button>
          </Empty>
        ) : (
          <Empty>
            <p>{COURSE_TEXTS.catalogueEmpty}</p>
          </Empty>
        )}
      </Section>
    </>
  );
}

/** '/courses' (sign-in required): the viewer's own courses, then the school's catalogue with its filters. */
export function CoursesPage() {
  const user = useCurrentUser();
  if (!user) return <PageSkeleton />;
  return (
    <PageGrid>
      <Header>
        <h1>{COURSE_TEXTS.title}</h1>
        {managesCourses(user.roles) && (
          <RouterButtonLink href={paths.newCourse.getHref()}>{COURSE_TEXTS.createCourse}</RouterButtonLink>
        )}
      </Header>
      <CoursesBody user={user} />
    </PageGrid>
  );
}
