/**
 * Homework as the routes call it (issue 43): assignments (assignments.ts), handed-in work and its
 * check (submissions.ts) and the gradebook (gradebook.ts) behind one face. Every call reads the
 * caller's courses (enrolled, taught) afresh, as the course calls do.
 */
import type {
  Assignment,
  AssignmentsQuery,
  EndpointParsedBody,
  EndpointParsedQuery,
  Gradebook,
  ReviewQueue,
  Submission,
} from '@school/contract';
import type { Db } from '../db/client.ts';
import { createAssignment, deleteAssignment, listAssignments, setTerms, updateAssignment } from './assignments.ts';
import { courseCallerOf } from './courses.ts';
import { gradebook, gradebookCsv } from './gradebook.ts';
import { checkWork, listSubmissions, reviewQueue, saveDraft, submitWork } from './submissions.ts';
import type { UserRow } from './users.ts';

export interface HomeworkService {
  list(account: UserRow, query: AssignmentsQuery): Promise<Assignment[]>;
  create(account: UserRow, body: EndpointParsedBody<'createAssignment'>): Promise<string>;
  update(account: UserRow, body: EndpointParsedBody<'updateAssignment'>): Promise<void>;
  remove(account: UserRow, id: string): Promise<void>;
  saveDraft(account: UserRow, body: EndpointParsedBody<'saveDraft'>): Promise<{ savedAt: string }>;
  submit(account: UserRow, body: EndpointParsedBody<'submitWork'>): Promise<Submission>;
  submissions(account: UserRow, query: EndpointParsedQuery<'submissions'>): Promise<Submission[]>;
  queue(account: UserRow, query: EndpointParsedQuery<'reviewQueue'>): Promise<ReviewQueue>;
  check(account: UserRow, body: EndpointParsedBody<'checkWork'>): Promise<void>;
  extend(account: UserRow, body: EndpointParsedBody<'extendDeadline'>): Promise<void>;
  excuse(account: UserRow, body: EndpointParsedBody<'excuse'>): Promise<void>;
  gradebook(account: UserRow, courseId: string): Promise<Gradebook>;
  gradebookCsv(book: Gradebook): string;
}

export function createHomeworkService({ db }: { db: Db }): HomeworkService {
  const caller = (account: UserRow) => courseCallerOf(db, account);
  return {
    list: async (account, query) => listAssignments(db, await caller(account), query),
    create: async (account, body) => createAssignment(db, await caller(account), body),
    update: async (account, body) => updateAssignment(db, await caller(account), body),
    remove: async (account, id) => deleteAssignment(db, await caller(account), id),
    saveDraft: async (account, body) => saveDraft(db, await caller(account), body),
    submit: async (account, body) => submitWork(db, await caller(account), body),
    submissions: async (account, query) => listSubmissions(db, await caller(account), query),
    queue: async (account, query) => reviewQueue(db, await caller(account), query),
    check: async (account, body) => checkWork(db, await caller(account), body),
    extend: async (account, body) => setTerms(db, await caller(account), body),
    excuse: async (account, body) => setTerms(db, await caller(account), body),
    gradebook: async (account, courseId) => gradebook(db, await caller(account), courseId),
    gradebookCsv,
  };
}
