import { managesCourses } from '@school/contract';
import { Button, Card } from '@school/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { CenteredMessage } from '../../../components/centered-message';
import { PageGrid } from '../../../components/page-grid';
import { TextLink } from '../../../components/text-link';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api';
import { clearDraft, readDraft, useDraft } from '../../../lib/form/draft';
import { useForm } from '../../../lib/form/use-form';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useCurrentUser } from '../../session';
import { useCreateCourseMutation } from '../api';
import { COURSE_TEXTS } from '../texts';
import { DraftRestored, Footer, Form } from '../editor/course-editor';
import {
  courseErrors,
  courseFormSpec,
  createCourseBody,
  newCourseValues,
  type CourseValues,
} from '../editor/course-form';
import { CourseSettings } from '../editor/course-settings';
import { EDITOR_TEXTS as T } from '../editor/texts';

const DRAFT_KEY = 'course:new';

function NewCourseForm({ onDiscard }: { onDiscard: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [restored] = useState(() => readDraft<CourseValues>(DRAFT_KEY)?.value ?? null);
  const [blank] = useState(newCourseValues);
  const form = useForm(courseFormSpec, restored ?? blank);
  const [create, created] = useCreateCourseMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const dirty = JSON.stringify(form.values) !== JSON.stringify(blank);
  useDraft(DRAFT_KEY, form.values, dirty && !created.isSuccess);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.handleSubmit(() => undefined)();
    setFailure(null);
    if (Object.keys(courseErrors(form.values, true)).length > 0) {
      setFailure(T.invalid);
      return;
    }
    const result = await create(createCourseBody(form.values));
    if (result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    clearDraft(DRAFT_KEY);
    dispatch(notify(T.created, 'success'));
    navigate(paths.courseEdit.getHref(result.data.id));
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={T.newTitle}>
      {restored && dirty && (
        <DraftRestored
          onDiscard={() => {
            clearDraft(DRAFT_KEY);
            onDiscard();
          }}
        />
      )}
      <Card title={T.settings} headingLevel={2} variant="outlined">
        <CourseSettings form={form} managesCourse disabled={created.isLoading} />
      </Card>
      <Footer>
        <Button type="submit" loading={created.isLoading || created.isSuccess}>
          {T.create}
        </Button>
        {failure && <p role="alert">{failure}</p>}
      </Footer>
    </Form>
  );
}

/**
 * /courses/new (SENIOR and above): the new course's settings; once created, its editor opens for the outline.
 * Anybody else is told that creating courses is not theirs.
 */
export function CourseNewPage() {
  const user = useCurrentUser();
  const [starts, setStarts] = useState(0);
  if (!managesCourses(user?.roles)) {
    return (
      <CenteredMessage title={T.createForbiddenTitle} text={T.createForbiddenText}>
        <TextLink to={paths.courses.getHref()}>{COURSE_TEXTS.toCourses}</TextLink>
      </CenteredMessage>
    );
  }
  return (
    <PageGrid>
      <h1>{T.newTitle}</h1>
      <NewCourseForm key={starts} onDiscard={() => setStarts((count) => count + 1)} />
    </PageGrid>
  );
}
