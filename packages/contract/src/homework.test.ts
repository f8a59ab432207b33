import { describe, expect, it } from 'vitest';
import { assignmentStatus, secondsLate } from './homework.ts';
import { checkWorkBodySchema, createAssignmentBodySchema, submitWorkBodySchema } from './schemas/homework.ts';
import { MESSAGES } from './messages.ts';

const due = Date.parse('2026-12-10T20:00:00Z');

describe('assignmentStatus', () => {
  it('given nothing handed in / not submitted up to the deadline itself, missing a millisecond after', () => {
    const facts = { dueFor: due, excused: false, latest: null };
    expect(assignmentStatus({ ...facts, now: due })).toBe('not-submitted');
    expect(assignmentStatus({ ...facts, now: due + 1 })).toBe('missing');
  });

  it('given a hand-in / in time at the deadline itself, late a millisecond after', () => {
    const at = (submittedAt: number) =>
      assignmentStatus({ dueFor: due, excused: false, latest: { submittedAt, status: 'submitted' }, now: due + 5000 });
    expect(at(due)).toBe('submitted');
    expect(at(due + 1)).toBe('late');
    expect(secondsLate(due + 1, due)).toBe(1);
    expect(secondsLate(due - 1000, due)).toBe(0);
  });

  it('given a check, a return or an excuse / those win over the deadline', () => {
    const late = { submittedAt: due + 60_000, now: due + 120_000 };
    expect(
      assignmentStatus({ dueFor: due, excused: false, latest: { ...late, status: 'checked' }, now: late.now }),
    ).toBe('checked');
    expect(
      assignmentStatus({ dueFor: due, excused: false, latest: { ...late, status: 'returned' }, now: late.now }),
    ).toBe('returned');
    expect(assignmentStatus({ dueFor: due, excused: true, latest: null, now: late.now })).toBe('excused');
  });
});

describe('homework requests', () => {
  const base = { courseId: 'c1', title: 'Задание', dueAt: '2026-12-10T23:00:00+03:00' };

  it('given criteria / takes them as the scoring; without either / refuses with the maximum rule', () => {
    expect(
      createAssignmentBodySchema.safeParse({ ...base, criteria: [{ title: 'Ответ', maxPoints: 2 }] }).success,
    ).toBe(true);
    const none = createAssignmentBodySchema.safeParse(base);
    expect(none.error?.issues[0]?.message).toBe(MESSAGES.assignmentScoreInvalid);
  });

  it('given neither text nor files / refuses the hand-in', () => {
    const result = submitWorkBodySchema.safeParse({ assignmentId: 'a1', text: ' \n ' });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.submissionEmpty);
  });

  it('given a mark outside the page / refuses the marks', () => {
    const result = checkWorkBodySchema.safeParse({
      id: 's1',
      decision: 'returned',
      marks: [{ fileId: 'f1', page: 1, items: [{ kind: 'tick', x: 1.2, y: 0.5 }] }],
    });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.marksInvalid);
  });
});
