import type { Assignment } from '@school/contract';
import { describe, expect, it } from 'vitest';
import { groupForStudent, lateBy } from './homework';

const task = (id: string, status: Assignment['status'], dueFor: string): Assignment => ({
  id,
  courseId: 'c',
  courseTitle: 'Физика',
  title: id,
  body: '',
  fileIds: [],
  files: [],
  dueAt: dueFor,
  dueFor,
  maxScore: 10,
  criteria: [],
  resubmit: true,
  status,
});

describe('lateBy', () => {
  it('says the two largest units', () => {
    expect(lateBy(2 * 3600 + 15 * 60 + 7)).toBe('2 ч 15 мин');
    expect(lateBy(3 * 86_400 + 4 * 3600 + 60)).toBe('3 дн 4 ч');
    expect(lateBy(40)).toBe('40 с');
  });
});

describe('groupForStudent', () => {
  it('puts what is to do first, soonest first, then handed in, then checked, latest first', () => {
    const groups = groupForStudent([
      task('later', 'not-submitted', '2026-12-20T10:00:00Z'),
      task('checked-old', 'checked', '2026-11-01T10:00:00Z'),
      task('missing', 'missing', '2026-12-01T10:00:00Z'),
      task('late', 'late', '2026-12-02T10:00:00Z'),
      task('returned', 'returned', '2026-12-10T10:00:00Z'),
      task('checked-new', 'checked', '2026-11-20T10:00:00Z'),
    ]);
    expect(groups.toDo.map((item) => item.id)).toEqual(['missing', 'returned', 'later']);
    expect(groups.handedIn.map((item) => item.id)).toEqual(['late']);
    expect(groups.done.map((item) => item.id)).toEqual(['checked-new', 'checked-old']);
  });
});
