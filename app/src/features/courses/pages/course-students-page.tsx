import { CLASSES, managesCourses, type CourseStudent } from '@school/contract';
import {
  Avatar,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  ProgressBar,
  Select,
  TextField,
  type DataTableColumn,
} from '@school/ui';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CenteredMessage } from '../../../components/centered-message';
import { LoadFailed } from '../../../components/load-failed';
import { PageGrid } from '../../../components/page-grid';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useCurrentUser } from '../../session';
import {
  useEnrollMutation,
  useGetCourseQuery,
  useGetCourseStudentsQuery,
  useGetCourseSubjectsQuery,
  useUnenrollMutation,
} from '../api';
import { CourseLoadState } from '../components/course-states';
import { personName } from '../courses';
import { STUDENT_TEXTS as T } from '../editor/texts';

const Person = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  white-space: nowrap;
`;

const Progress = styled.div`
  min-width: 10rem;
`;

const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Fields = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  /* the two forms side by side keep their own heights: the shorter one's rows do not stretch */
  align-content: start;
  justify-items: start;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }

  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  > p[role='alert'] {
    color: ${({ theme }) => theme.color.errorText};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const enrolledMessage = (count: number) => (count > 0 ? T.enrolled(count) : T.nobodyNew);

/** 'Записать по логину': one login, the server's reason (unknown login, not a student) under the field. */
function EnrollByLogin({ courseId }: { courseId: string }) {
  const dispatch = useAppDispatch();
  const [login, setLogin] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [enroll, enrolling] = useEnrollMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const username = login.trim();
    if (!username) return;
    const result = await enroll({ courseId, usernames: [username] });
    if (result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    setLogin('');
    dispatch(notify(enrolledMessage(result.data.enrolled), 'success'));
  };
  return (
    <Fields onSubmit={(event) => void submit(event)} aria-label={T.byLogin} noValidate>
      <h3>{T.byLogin}</h3>
      <TextField
        label={T.login}
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        error={failure}
        autoComplete="off"
        fullWidth
      />
      <Button type="submit" loading={enrolling.isLoading} disabled={login.trim() === ''}>
        {T.enroll}
      </Button>
    </Fields>
  );
}

/** 'Записать класс': every student of a subject and class (their questionnaire). */
function EnrollCohort({ courseId, subject: courseSubject }: { courseId: string; subject: string }) {
  const dispatch = useAppDispatch();
  const { data: subjects = [] } = useGetCourseSubjectsQuery();
  const [subject, setSubject] = useState<string | null>(courseSubject || null);
  const [grade, setGrade] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [enroll, enrolling] = useEnrollMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!subject || grade === null) return;
    const result = await enroll({ courseId, cohort: { subject, grade } });
    if (result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    dispatch(notify(enrolledMessage(result.data.enrolled), 'success'));
  };
  return (
    <Fields onSubmit={(event) => void submit(event)} aria-label={T.byCohort} noValidate>
      <h3>{T.byCohort}</h3>
      <p>{T.cohortHint}</p>
      <Select
        label={T.subject}
        placeholder={T.subjectPlaceholder}
        options={subjects.map((option) => ({ value: option.shortname, label: option.name }))}
        value={subject}
        onChange={setSubject}
        fullWidth
      />
      <Select
        label={T.cohortGrade}
        placeholder={T.gradePlaceholder}
        options={[...CLASSES].reverse().map((value) => ({ value, label: String(value) }))}
        value={grade}
        onChange={setGrade}
        fullWidth
      />
      <Button type="submit" loading={enrolling.isLoading} disabled={!subject || grade === null}>
        {T.enrollAll}
      </Button>
      {failure && <p role="alert">{failure}</p>}
    </Fields>
  );
}

function StudentsTable({
  courseId,
  manages,
  students,
  loading,
}: {
  courseId: string;
  manages: boolean;
  students: CourseStudent[];
  loading: boolean;
}) {
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState<CourseStudent | null>(null);
  const [unenroll, unenrolling] = useUnenrollMutation();
  const columns: DataTableColumn<CourseStudent>[] = [
    {
      key: 'name',
      header: T.name,
      sortValue: (student) => `${student.lastName} ${student.firstName}`,
      cell: (student) => (
        <Person>
          <Avatar name={personName(student)} src={student.avatar} size="sm" />
          {personName(student)}
        </Person>
      ),
    },
    {
      key: 'grade',
      header: T.grade,
      sortValue: (student) => student.grade ?? 0,
      cell: (student) => T.gradeOf(student.grade),
    },
    {
      key: 'progress',
      header: T.progress,
      cell: (student) => (
        <Progress>
          <ProgressBar
            label={`${T.progressLabel}: ${personName(student)}`}
            value={student.progress.seen}
            max={Math.max(student.progress.total, 1)}
            caption={T.progressCaption(student.progress.seen, student.progress.total)}
          />
        </Progress>
      ),
    },
    ...(manages
      ? [
          {
            key: 'actions',
            header: '',
            srHeader: T.unenroll,
            align: 'end' as const,
            cell: (student: CourseStudent) => (
              <Button
                variant="text"
                color="error"
                aria-label={T.unenrollName(personName(student))}
                onClick={() => setRemoving(student)}
              >
                {T.unenroll}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <DataTable
        caption={T.tableCaption}
        columns={columns}
        rows={students}
        getRowId={(student) => student.username}
        loading={loading}
        emptyState={<Muted>{manages ? `${T.empty} ${T.emptyHint}` : T.emptyReadOnly}</Muted>}
        defaultSort={{ key: 'name', direction: 'ascending' }}
        minWidth="36rem"
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? T.unenrollQuestion(personName(removing)) : ''}
        confirmLabel={T.unenroll}
        destructive
        loading={unenrolling.isLoading}
        onConfirm={() => {
          if (!removing) return;
          void unenroll({ courseId, usernames: [removing.username] }).then((result) => {
            setRemoving(null);
            if (!result.error) dispatch(notify(T.unenrolled(result.data.removed), 'success'));
          });
        }}
        onCancel={() => setRemoving(null)}
      >
        {T.unenrollText}
      </ConfirmDialog>
    </>
  );
}

/**
 * /courses/:id/students: 'Ученики' of a course with their class and progress. SENIOR and above enrol by login or
 * a whole class and unenrol (after a confirmation); the course's teachers see the list only.
 */
export function CourseStudentsPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const course = useGetCourseQuery(id);
  const canView = course.data?.editsOutline ?? false;
  const students = useGetCourseStudentsQuery(id, { skip: !canView });
  if (!course.data) {
    return <CourseLoadState error={course.error} retry={() => void course.refetch()} retrying={course.isFetching} />;
  }
  if (!canView) {
    return (
      <CenteredMessage title={T.forbiddenTitle} text={T.forbiddenText}>
        <TextLink to={paths.course.getHref(id)}>{T.of(course.data.title)}</TextLink>
      </CenteredMessage>
    );
  }
  const manages = course.data.managesCourse && managesCourses(user?.roles);
  return (
    <PageGrid>
      <h1>{T.title}</h1>
      <TextLink to={paths.course.getHref(id)}>{T.of(course.data.title)}</TextLink>
      {manages ? (
        <Card title={T.enroll} headingLevel={2} variant="outlined">
          <Forms>
            <EnrollByLogin courseId={id} />
            <EnrollCohort courseId={id} subject={course.data.subject} />
          </Forms>
        </Card>
      ) : (
        <Muted>{T.readOnly}</Muted>
      )}
      {students.isError && !students.data ? (
        <LoadFailed message={T.loadFailed} retrying={students.isFetching} onRetry={() => void students.refetch()} />
      ) : (
        <StudentsTable courseId={id} manages={manages} students={students.data ?? []} loading={students.isLoading} />
      )}
    </PageGrid>
  );
}
