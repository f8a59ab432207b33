import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { CenteredMessage } from '../../../components/centered-message';
import { PageGrid } from '../../../components/page-grid';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useGetCourseQuery } from '../api';
import { CourseLoadState } from '../components/course-states';
import { CourseEditor } from '../editor/course-editor';
import { EDITOR_TEXTS as T } from '../editor/texts';

/**
 * /courses/:id/edit (its teachers, SENIOR and above): the course's settings and outline. Anybody else is told
 * plainly that editing is not theirs. The editor starts over (a new key) on every version it is given and after
 * 'Обновить' or a discarded draft.
 */
export function CourseEditPage() {
  const { id = '' } = useParams();
  const { data: course, error, isFetching, refetch } = useGetCourseQuery(id);
  const [starts, setStarts] = useState(0);
  if (!course) return <CourseLoadState error={error} retry={() => void refetch()} retrying={isFetching} />;
  if (!course.editsOutline) {
    return (
      <CenteredMessage title={T.forbiddenTitle} text={T.forbiddenText}>
        <TextLink to={paths.course.getHref(course.id)}>{T.back}</TextLink>
      </CenteredMessage>
    );
  }
  return (
    <PageGrid>
      <h1>{T.editTitle(course.title)}</h1>
      <TextLink to={paths.course.getHref(course.id)}>{T.back}</TextLink>
      <CourseEditor
        key={`${course.version}:${starts}`}
        course={course}
        onReload={() => {
          setStarts((count) => count + 1);
          void refetch();
        }}
        onSaved={() => refetch()}
      />
    </PageGrid>
  );
}
