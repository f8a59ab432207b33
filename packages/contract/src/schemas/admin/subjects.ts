import { z } from 'zod';
import { NAME_MAX_LENGTH, SHORTNAME_MAX_LENGTH, SUBJECT_SCORE_MAX, SUBJECT_SCORE_MIN } from '../../constants.ts';
import { MESSAGES } from '../../messages.ts';
import { requiredText, typeError } from '../common.ts';

/** Unique per school: trimmed and lower-cased, so 'Math ' and 'math' are one subject. */
export const shortnameSchema = requiredText(SHORTNAME_MAX_LENGTH, MESSAGES.fieldRequired).toLowerCase();

const subjectScoreSchema = z
  .number({ error: typeError(MESSAGES.fieldRequired) })
  .int({ error: MESSAGES.subjectScoreInteger })
  .min(SUBJECT_SCORE_MIN, { error: MESSAGES.subjectScoreBounds })
  .max(SUBJECT_SCORE_MAX, { error: MESSAGES.subjectScoreBounds });

/** A school subject: `min` is the passing score, `max` the top score of the exam. */
export const subjectSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH, MESSAGES.fieldRequired),
  shortname: shortnameSchema,
  min: subjectScoreSchema,
  max: subjectScoreSchema,
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectListSchema = z.array(subjectSchema);

/** Body of create-subject and update-subject: the subject with 0 <= min < max <= 100. */
export const subjectBodySchema = subjectSchema.refine((value) => value.min < value.max, {
  error: MESSAGES.subjectMinLessThanMax,
  path: ['max'],
});
export type SubjectBody = z.infer<typeof subjectBodySchema>;

export const checkSubjectNameQuerySchema = z.object({ shortname: shortnameSchema });
