import { Skeleton } from '@school/ui';
import { CenteredMessage } from '../../../components/centered-message';
import { LoadFailed } from '../../../components/load-failed';
import { PageGrid } from '../../../components/page-grid';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { errorStatus } from '../../../lib/api';
import { COURSE_TEXTS } from '../texts';

/** A course id that is unknown, or a draft the viewer may not see (the server answers both alike). */
export function CourseNotFound() {
  return (
    <CenteredMessage title={COURSE_TEXTS.notFound} text={COURSE_TEXTS.notFoundText}>
      <TextLink to={paths.courses.getHref()}>{COURSE_TEXTS.toCourses}</TextLink>
    </CenteredMessage>
  );
}

/** What a course page shows before it has its course: the loading placeholder, 'Курс не найден', or a retry. */
export function CourseLoadState({ error, retry, retrying }: { error: unknown; retry: () => void; retrying: boolean }) {
  if (errorStatus(error) === 404) return <CourseNotFound />;
  return (
    <PageGrid>
      {error ? (
        <LoadFailed message={COURSE_TEXTS.courseLoadFailed} onRetry={retry} retrying={retrying} />
      ) : (
        <Skeleton variant="card" rows={5} aria-label={COURSE_TEXTS.loadingCourse} />
      )}
    </PageGrid>
  );
}
