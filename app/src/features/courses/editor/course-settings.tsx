import {
  CLASS_MAX,
  CLASS_MIN,
  COURSE_EXAM_NAMES,
  COURSE_EXAMS,
  COURSE_STATUS_NAMES,
  COURSE_STATUSES,
  type User,
} from '@school/contract';
import { ChoiceChips, Select, TextField } from '@school/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { Form } from '../../../lib/form/use-form';
import { useGetCourseSubjectsQuery, useGetTeacherCandidatesQuery } from '../api';
import { personName } from '../courses';
import { gradesOf, joined, listOf, type CourseFieldName } from './course-form';
import { EDITOR_TEXTS as T } from './texts';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const GRADE_OPTIONS = Array.from({ length: CLASS_MAX - CLASS_MIN + 1 }, (_, index) => ({
  value: CLASS_MIN + index,
  label: String(CLASS_MIN + index),
}));
const EXAM_OPTIONS = COURSE_EXAM_NAMES.map((exam) => ({ value: exam, label: COURSE_EXAMS[exam] }));
const STATUS_OPTIONS = COURSE_STATUS_NAMES.map((status) => ({ value: status, label: COURSE_STATUSES[status] }));

/* Searches fold 'ё' into 'е' (docs/decisions/011): a name typed either way is found. */
const fold = (text: string) => text.trim().toLocaleLowerCase('ru').replaceAll('\u0451', 'е');
const matches = (user: User, query: string) =>
  fold(`${user.firstName} ${user.lastName} ${user.lastName} ${user.firstName}`).includes(fold(query));

/**
 * 'Преподаватели': the chosen ones always shown, the other teaching accounts found by name (GET getusers is
 * SENIOR's, as is choosing them).
 */
function TeacherPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  const { data: candidates = [] } = useGetTeacherCandidatesQuery();
  const [query, setQuery] = useState('');
  const chosen = listOf(value);
  const shown = candidates.filter(
    (user) => chosen.includes(user.username) || (query.trim() !== '' && matches(user, query)),
  );
  const nothingFound =
    query.trim() !== '' && !candidates.some((user) => !chosen.includes(user.username) && matches(user, query));
  return (
    <Fields>
      <TextField
        label={T.teacherSearch}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        helperText={nothingFound ? T.noTeacherFound : T.teacherSearchHint}
        fullWidth
      />
      <ChoiceChips
        multiple
        label={T.teachers}
        hint={chosen.length === 0 ? T.teachersNone : undefined}
        options={shown.map((user) => ({ value: user.username, label: personName(user) }))}
        value={chosen}
        onChange={(usernames) => onChange(joined(usernames))}
      />
      {error && <Note role="alert">{error}</Note>}
    </Fields>
  );
}

export interface CourseSettingsProps {
  form: Form<CourseFieldName>;
  /** SENIOR and above: price, status and teachers are theirs to set; a teacher's form leaves them out. */
  managesCourse: boolean;
  disabled?: boolean;
}

/** The course's settings: title, subject, exam, classes, description and, for SENIOR, price, status and teachers. */
export function CourseSettings({ form, managesCourse, disabled }: CourseSettingsProps) {
  const { data: subjects = [] } = useGetCourseSubjectsQuery();
  const text = (name: CourseFieldName) => {
    const { status: _status, ...props } = form.field(name);
    return props;
  };
  return (
    <Fields>
      <TextField label={T.title} {...text('title')} disabled={disabled} fullWidth />
      <Row>
        <Select
          label={T.subject}
          placeholder={T.subjectPlaceholder}
          options={subjects.map((subject) => ({ value: subject.shortname, label: subject.name }))}
          value={form.values.subject || null}
          onChange={(value) => form.setValue('subject', value)}
          error={form.field('subject').error}
          disabled={disabled}
          fullWidth
        />
        <Select
          label={T.exam}
          options={EXAM_OPTIONS}
          value={form.values.exam || null}
          onChange={(value) => form.setValue('exam', value)}
          error={form.field('exam').error}
          disabled={disabled}
          fullWidth
        />
      </Row>
      <ChoiceChips<number>
        multiple
        label={T.grades}
        hint={T.gradesHint}
        options={GRADE_OPTIONS.map((option) => ({ ...option, disabled }))}
        value={gradesOf(form.values.grades)}
        onChange={(grades) => form.setValue('grades', joined([...grades].sort((a, b) => a - b)))}
      />
      {form.field('grades').error && <Note role="alert">{form.field('grades').error}</Note>}
      <TextField
        label={T.description}
        helperText={T.descriptionHint}
        multiline
        rows={5}
        {...text('description')}
        disabled={disabled}
        fullWidth
      />
      {managesCourse ? (
        <>
          <Row>
            <TextField
              label={T.price}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              helperText={T.priceHint}
              {...text('priceRub')}
              disabled={disabled}
              fullWidth
            />
            <Select
              label={T.status}
              options={STATUS_OPTIONS}
              value={form.values.status || null}
              onChange={(value) => form.setValue('status', value)}
              error={form.field('status').error}
              disabled={disabled}
              fullWidth
            />
          </Row>
          <TeacherPicker
            value={form.values.teachers}
            onChange={(value) => form.setValue('teachers', value)}
            error={form.field('teachers').error}
          />
        </>
      ) : (
        <Note>{T.managedOnly}</Note>
      )}
    </Fields>
  );
}
