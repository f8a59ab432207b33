/** The homework pages' rules that are no server's: how a list is grouped and how a time is said (issue 43). */
import type { Assignment, AssignmentStatus } from '@school/contract';

export { formatDue } from '../../lib/due-date';

/** How late, in the largest two units: '2 ч 15 мин', '3 дн 4 ч', '40 с'. */
export function lateBy(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days && `${days} дн`, hours && `${hours} ч`, minutes && `${minutes} мин`].filter(
    (part): part is string => Boolean(part),
  );
  return parts.length === 0 ? `${seconds} с` : parts.slice(0, 2).join(' ');
}

export type StudentGroup = 'toDo' | 'handedIn' | 'done';

const GROUP_OF: Record<AssignmentStatus, StudentGroup> = {
  'not-submitted': 'toDo',
  returned: 'toDo',
  missing: 'toDo',
  submitted: 'handedIn',
  late: 'handedIn',
  checked: 'done',
  excused: 'done',
};

/**
 * A student's list as /homework shows it: what is to do, soonest deadline first (missing ones, already passed, at
 * the top); then what waits for a check; then what is checked, latest deadline first.
 */
export function groupForStudent(assignments: readonly Assignment[]): Record<StudentGroup, Assignment[]> {
  const groups: Record<StudentGroup, Assignment[]> = { toDo: [], handedIn: [], done: [] };
  for (const assignment of assignments) groups[GROUP_OF[assignment.status ?? 'not-submitted']].push(assignment);
  const due = (assignment: Assignment) => Date.parse(assignment.dueFor ?? assignment.dueAt);
  groups.toDo.sort((a, b) => due(a) - due(b));
  groups.handedIn.sort((a, b) => due(a) - due(b));
  groups.done.sort((a, b) => due(b) - due(a));
  return groups;
}

/** The badge of a status: its colour says the same as its words. */
export const statusTone = (status: AssignmentStatus) =>
  status === 'checked' || status === 'excused'
    ? 'success'
    : status === 'missing' || status === 'returned'
      ? 'error'
      : status === 'late'
        ? 'warning'
        : status === 'submitted'
          ? 'primary'
          : 'neutral';
