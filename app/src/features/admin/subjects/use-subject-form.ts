import { DEBOUNCE_MS, MESSAGES, rules, type Subject, type SubjectBody } from '@school/contract';
import { useMemo } from 'react';
import { errorMessage } from '../../../lib/api';
import { useForm, type FormSpec, type ServerCheck } from '../../../lib/form/use-form';
import { useAppDispatch } from '../../../lib/hooks';
import { subjectsApi } from './api';

export type SubjectField = 'name' | 'shortname' | 'min' | 'max';
type Values = Readonly<Record<SubjectField, string>>;

/* The number inputs hand over numbers; the form toolkit keeps strings ('' for an empty field). */
const score = (value: string): number | null => (value === '' ? null : Number(value));

/** The contract's per-field messages of the subject dialog over the form's strings. */
const errorsOf = (values: Values) =>
  rules.subjectFormErrors({
    name: values.name,
    shortname: values.shortname,
    min: score(values.min),
    max: score(values.max),
  });

/** The body of create-subject / update-subject from valid values. */
export const subjectBody = (values: Values): SubjectBody => ({
  name: values.name.trim(),
  shortname: values.shortname.trim(),
  min: Number(values.min),
  max: Number(values.max),
});

/** A new subject starts at the whole 0-100 range, which already passes min < max. */
const BLANK: Values = { name: '', shortname: '', min: '0', max: '100' };

/**
 * The subject dialog's form (platform.md section 5, 'Subject'): the short name required and, for a
 * new subject, free on the server 1 s after typing stops (the server's message on the field);
 * min and max 0-100 with min < max, their messages always in view so the disabled button has a
 * visible reason. An edited subject's short name is read-only, so it is not asked about.
 */
export function useSubjectForm(subject: Subject | undefined) {
  const dispatch = useAppDispatch();
  const shortnameCheck = useMemo<ServerCheck>(
    () => async (value, signal) => {
      const request = dispatch(
        subjectsApi.endpoints.checkSubjectName.initiate(value.trim(), { subscribe: false, forceRefetch: true }),
      );
      signal.addEventListener('abort', () => request.abort());
      const answer = await request;
      return answer.isSuccess
        ? { state: 'valid', message: MESSAGES.subjectShortnameFree }
        : { state: 'invalid', message: errorMessage(answer.error, MESSAGES.subjectShortnameTaken) };
    },
    [dispatch],
  );

  const spec: FormSpec<SubjectField> = {
    name: { rule: (_value, values) => errorsOf(values).name ?? null },
    shortname: subject
      ? { show: 'never' }
      : {
          rule: (_value, values) => errorsOf(values).shortname ?? null,
          debounceMs: DEBOUNCE_MS,
          serverCheck: shortnameCheck,
          indicator: true,
        },
    min: { rule: (_value, values) => errorsOf(values).min ?? null, show: 'always' },
    max: { rule: (_value, values) => errorsOf(values).max ?? null, show: 'always' },
  };
  const initial: Values = subject
    ? { name: subject.name, shortname: subject.shortname, min: String(subject.min), max: String(subject.max) }
    : BLANK;
  return useForm<SubjectField>(spec, initial);
}
