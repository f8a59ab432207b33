import { MESSAGES, type CourseDetail } from '@school/contract';
import { Button, Card } from '@school/ui';
import { useEffect, useMemo, useReducer, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, errorStatus } from '../../../lib/api';
import { clearDraft, clearDrafts, readDraft, useDraft } from '../../../lib/form/draft';
import { useForm } from '../../../lib/form/use-form';
import { useAppDispatch } from '../../../lib/hooks';
import { notify } from '../../../lib/notifications-slice';
import { useUpdateCourseMutation } from '../api';
import { courseErrors, courseFormSpec, courseValues, updateCourseBody, type CourseValues } from './course-form';
import { CourseSettings } from './course-settings';
import { OutlineEditor } from './outline-editor';
import { outlineBody, outlineErrors, outlineFromCourse, outlineReducer, type OutlineState } from './outline-state';
import { EDITOR_TEXTS as T } from './texts';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySubtle};

  p {
    margin: 0;
  }
  /* a refusal to act on: a red frame, the text in the surface's colours for contrast */
  &[data-tone='error'] {
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.error};
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.errorText};
  }
`;

/** Said over a form that took back its unsaved draft, with the way to drop it. */
export function DraftRestored({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Notice role="status">
      <p>{T.draftRestored}</p>
      <Button variant="text" onClick={onDiscard}>
        {T.discardDraft}
      </Button>
    </Notice>
  );
}

/** What the editor keeps as its draft: the settings' fields and the outline. */
interface EditorDraft {
  values: CourseValues;
  outline: OutlineState;
}

const draftPrefix = (courseId: string) => `course:${courseId}:`;

export interface CourseEditorProps {
  course: CourseDetail;
  /** Loads the course again and starts the editor over from it ('Обновить' after a conflict, a discarded draft). */
  onReload: () => void;
  /** After a save: the course is asked for again, to take the new version and the ids of new rows. */
  onSaved: () => Promise<unknown>;
}

/**
 * /courses/:id/edit: the settings and the outline, saved together with 'Сохранить' on the version the editor
 * loaded. Unsaved changes are a draft in the browser (lib/form/draft), keyed by the course and that version, so
 * a reload or a lost network loses nothing; a save on a version somebody else has replaced is refused (409) and
 * the editor offers to load theirs rather than overwrite it.
 */
export function CourseEditor({ course, onReload, onSaved }: CourseEditorProps) {
  const dispatch = useAppDispatch();
  const [version, setVersion] = useState(course.version);
  const draftKey = `${draftPrefix(course.id)}${version}`;
  const [restored] = useState(() => readDraft<EditorDraft>(draftKey)?.value ?? null);
  const loaded = useMemo<EditorDraft>(
    () => ({ values: courseValues(course), outline: outlineFromCourse(course.modules) }),
    [course],
  );
  const [baseline, setBaseline] = useState(() => JSON.stringify(loaded));
  const form = useForm(courseFormSpec, restored?.values ?? loaded.values);
  const [outline, send] = useReducer(outlineReducer, restored?.outline ?? loaded.outline);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [update, updating] = useUpdateCourseMutation();

  const current: EditorDraft = { values: form.values, outline };
  const dirty = JSON.stringify(current) !== baseline;
  useDraft(draftKey, current, dirty);
  /* Drafts of the versions before this one would undo a save if offered: they go. */
  useEffect(() => clearDrafts(draftPrefix(course.id), draftKey), [course.id, draftKey]);

  const fieldErrors = courseErrors(form.values, course.managesCourse);
  const shownOutlineErrors = submitted ? outlineErrors(outline) : {};
  const busy = updating.isLoading || refreshing;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    form.handleSubmit(() => undefined)();
    setFailure(null);
    if (Object.keys(fieldErrors).length > 0 || Object.keys(outlineErrors(outline)).length > 0) {
      setFailure(T.invalid);
      return;
    }
    const result = await update(updateCourseBody({ ...course, version }, form.values, outlineBody(outline)));
    if (result.error) {
      if (errorStatus(result.error) === 409) setConflict(true);
      else setFailure(errorMessage(result.error));
      return;
    }
    clearDraft(draftKey);
    setBaseline(JSON.stringify(current));
    setVersion(result.data.version);
    dispatch(notify(T.saved, 'success'));
    setRefreshing(true);
    await onSaved();
    setRefreshing(false);
  };

  return (
    <Form noValidate onSubmit={(event) => void save(event)} aria-label={T.editTitle(course.title)}>
      {restored && dirty && (
        <DraftRestored
          onDiscard={() => {
            clearDraft(draftKey);
            onReload();
          }}
        />
      )}
      <Card title={T.settings} headingLevel={2} variant="outlined">
        <CourseSettings form={form} managesCourse={course.managesCourse} disabled={busy} />
      </Card>
      <Card title={T.outline} headingLevel={2} variant="outlined">
        <OutlineEditor outline={outline} send={send} errors={shownOutlineErrors} />
      </Card>
      {conflict && (
        <Notice role="alert" data-tone="error">
          <p>{MESSAGES.courseVersionConflict}</p>
          <Button
            variant="outlined"
            onClick={() => {
              clearDraft(draftKey);
              onReload();
            }}
          >
            {T.refresh}
          </Button>
        </Notice>
      )}
      <Footer>
        <Button type="submit" loading={busy}>
          {T.save}
        </Button>
        {failure && <p role="alert">{failure}</p>}
      </Footer>
    </Form>
  );
}
