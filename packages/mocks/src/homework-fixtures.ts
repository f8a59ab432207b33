/**
 * Homework of the fixture courses (issue 43), typed by the contract: one state a page shows each.
 * In the student's physics course: a task with two criteria due next week (a draft typed), one checked
 * with marks on a photo, one handed in late and waiting for a check (the other student: missing).
 */
import type { Assignment, HomeworkDraft, StoredFile, Submission } from '@school/contract';
import { courses } from './course-fixtures.ts';
import { users } from './fixtures.ts';

/**
 * An assignment as the mocks store it: without what depends on the viewer (status, counts, draft),
 * with each student's own terms.
 */
export type MockAssignment = Omit<
  Assignment,
  'status' | 'dueFor' | 'secondsLate' | 'score' | 'comment' | 'submissionId' | 'draft' | 'counts'
> & {
  /** Extended deadlines and excuses, by username. */
  terms: Record<string, { dueAt?: string; excused?: boolean }>;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Monday 16 November 2026 00:00 Moscow time: the fixture week of the lessons. */
const FIXTURE_WEEK = Date.UTC(2026, 10, 15, 21, 0, 0);
const at = (day: number, hours: number, minutes = 0) =>
  new Date(FIXTURE_WEEK + day * DAY_MS + hours * HOUR_MS + minutes * 60_000).toISOString();

const physics = courses.physMechanics;

/** The photo of handwritten work the checked submission holds. */
export const homeworkFiles = {
  newtonPhoto: { id: 'file-newton-photo', name: 'IMG_2041.webp', size: 412_380, type: 'image/webp' },
} satisfies Record<string, StoredFile>;
export const homeworkFileList: StoredFile[] = Object.values(homeworkFiles);

const course = { courseId: physics.id, courseTitle: physics.title };

export const assignments = {
  kinematics: {
    id: 'assignment-kinematics',
    ...course,
    title: 'Равноускоренное движение: задачи 1-5',
    body: 'Решите задачи 1-5 из файла. Ускорение найдите по формуле $a = \\dfrac{v - v_0}{t}$, ответ дайте в м/с².',
    fileIds: [],
    files: [],
    dueAt: at(9, 20),
    maxScore: 5,
    criteria: [
      { title: 'Ход решения', maxPoints: 3 },
      { title: 'Ответ', maxPoints: 2 },
    ],
    resubmit: true,
    terms: {},
  },
  newton: {
    id: 'assignment-newton',
    ...course,
    title: 'Второй закон Ньютона',
    body: 'Брусок массой $m = 2$ кг тянут с силой $F = 10$ Н. Найдите ускорение, если $\\mu = 0{,}2$.',
    fileIds: [],
    files: [],
    dueAt: at(1, 20),
    maxScore: 10,
    criteria: [],
    resubmit: false,
    terms: {},
  },
  graphs: {
    id: 'assignment-graphs',
    ...course,
    title: 'Графики скорости',
    body: 'Постройте график $v(t)$ для тела, брошенного вертикально вверх.',
    fileIds: [],
    files: [],
    dueAt: at(2, 20),
    maxScore: 10,
    criteria: [],
    resubmit: true,
    terms: { [users.vkStudent.username]: { dueAt: at(4, 20) } },
  },
} satisfies Record<string, MockAssignment>;
export const assignmentList: MockAssignment[] = Object.values(assignments);

const person = (user: typeof users.student) => ({
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
});

/** What a handed-in version repeats of its assignment (the student's deadline: the assignment's, unless given). */
export const ofAssignment = (assignment: MockAssignment) => ({
  assignmentId: assignment.id,
  assignmentTitle: assignment.title,
  courseId: assignment.courseId,
  courseTitle: assignment.courseTitle,
  dueFor: assignment.dueAt,
  maxScore: assignment.maxScore,
  criteria: assignment.criteria,
});

/** A version nobody has checked yet: what its check fields hold. */
export const WAITING_FOR_CHECK = {
  status: 'submitted',
  criteriaScores: [],
  score: null,
  comment: '',
  marks: [],
  checkedBy: null,
  checkedAt: null,
} as const satisfies Partial<Submission>;

export const submissions = {
  newtonChecked: {
    id: 'submission-newton-student',
    ...ofAssignment(assignments.newton),
    student: person(users.student),
    version: 1,
    text: 'Решение на фото.',
    fileIds: [homeworkFiles.newtonPhoto.id],
    files: [homeworkFiles.newtonPhoto],
    submittedAt: at(1, 18, 40),
    late: false,
    secondsLate: 0,
    status: 'checked',
    criteriaScores: [],
    score: 8,
    comment: 'Сила трения найдена верно, но в ответе потеряна единица измерения.',
    marks: [
      {
        fileId: homeworkFiles.newtonPhoto.id,
        page: 1,
        items: [
          { kind: 'tick', x: 0.2, y: 0.3 },
          { kind: 'text', x: 0.55, y: 0.72, text: 'м/с²?' },
        ],
      },
    ],
    checkedBy: users.teacher.username,
    checkedAt: at(2, 10),
  },
  graphsLate: {
    id: 'submission-graphs-student',
    ...ofAssignment(assignments.graphs),
    student: person(users.student),
    version: 1,
    text: 'График — парабола не нужна: скорость убывает линейно, $v = v_0 - gt$.',
    fileIds: [],
    files: [],
    submittedAt: at(2, 22, 15),
    late: true,
    secondsLate: 2 * 3600 + 15 * 60,
    ...WAITING_FOR_CHECK,
  },
} satisfies Record<string, Submission>;
export const submissionList: Submission[] = Object.values(submissions);

/** Unsent texts, by `${assignmentId} ${username}`. */
export const drafts: Record<string, HomeworkDraft> = {
  [`${assignments.kinematics.id} ${users.student.username}`]: {
    text: 'Задача 1: $v_0 = 0$, $t = 4$ с, значит',
    savedAt: at(3, 19, 5),
  },
};
