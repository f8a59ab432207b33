import type { CourseDetail } from '@school/contract';
import { Card } from '@school/ui';
import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CenteredMessage } from '../../../components/centered-message';
import { PageGrid } from '../../../components/page-grid';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { useGetCourseQuery, useMarkMaterialSeenMutation } from '../api';
import { CourseLoadState } from '../components/course-states';
import { MaterialKindIcon } from '../components/material-kind-icon';
import { preloadMarkdown } from '../../../components/markdown-text';
import { MaterialView } from '../components/material-view';
import { RouterButtonLink } from '../../../components/router-button-link';
import { materialPlace, type MaterialPlace } from '../courses';
import { COURSE_TEXTS } from '../texts';

/* A text material is Markdown: its chunk comes beside the course's answer, not after it. */
preloadMarkdown();

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='title'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-part='kind'] {
    display: inline-flex;
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
  }
  [data-part='kind'] svg {
    width: 100%;
    height: 100%;
  }
`;

const Steps = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  [data-part='next'] {
    margin-left: auto;
  }
`;

/* One mark a material a page's life: React's development double effects and a re-render never send it twice. */
function useMarkSeen(course: CourseDetail, place: MaterialPlace | undefined) {
  const [markSeen] = useMarkMaterialSeenMutation();
  const sent = useRef(new Set<string>());
  const materialId = place?.material.id;
  const due = course.enrolled && place !== undefined && !place.material.seen;
  useEffect(() => {
    if (!due || !materialId || sent.current.has(materialId)) return;
    sent.current.add(materialId);
    void markSeen({ courseId: course.id, materialId });
  }, [course.id, due, markSeen, materialId]);
}

function MaterialScreen({ course, materialId }: { course: CourseDetail; materialId: string }) {
  const place = materialPlace(course, materialId);
  useMarkSeen(course, place);
  if (!place) {
    return (
      <CenteredMessage title={COURSE_TEXTS.materialNotFound} text={COURSE_TEXTS.materialNotFoundText}>
        <TextLink to={paths.course.getHref(course.id)}>{COURSE_TEXTS.toCourse}</TextLink>
      </CenteredMessage>
    );
  }
  const { material, previous, next } = place;
  return (
    <PageGrid>
      <TextLink to={paths.course.getHref(course.id)}>
        {COURSE_TEXTS.toCourse}: {course.title}
      </TextLink>
      <Heading>
        <p>
          {place.moduleTitle} · {COURSE_TEXTS.materialOf(place.position, place.total)}
        </p>
        <div data-part="title">
          <MaterialKindIcon kind={material.kind} />
          <h1>{material.title}</h1>
        </div>
      </Heading>
      <Card variant="outlined">
        <MaterialView material={material} />
      </Card>
      <Steps aria-label="Материалы курса">
        {previous && (
          <RouterButtonLink
            variant="outlined"
            href={paths.material.getHref(course.id, previous.id)}
            aria-label={`${COURSE_TEXTS.back}: ${previous.title}`}
          >
            {COURSE_TEXTS.back}
          </RouterButtonLink>
        )}
        {next && (
          <RouterButtonLink
            data-part="next"
            href={paths.material.getHref(course.id, next.id)}
            aria-label={`${COURSE_TEXTS.next}: ${next.title}`}
          >
            {COURSE_TEXTS.next}
          </RouterButtonLink>
        )}
      </Steps>
    </PageGrid>
  );
}

/**
 * '/courses/:id/materials/:materialId': one material of the course, with 'Назад' and 'Далее' to its neighbours
 * across modules. Opening it marks it seen for an enrolled student. A visitor who may not read the course goes
 * to the course's page, which says how to get it.
 */
export function MaterialPage() {
  const { id = '', materialId = '' } = useParams();
  const query = useGetCourseQuery(id);
  if (!query.data || query.isError) {
    return <CourseLoadState error={query.error} retry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data.readsContent) return <Navigate to={paths.course.getHref(id)} replace />;
  return <MaterialScreen course={query.data} materialId={materialId} />;
}
