import { describe, expect, it } from 'vitest';
import { MESSAGES, assignmentListSchema, submissionSchema, type Assignment } from '@school/contract';
import { accessTokenFor, assignmentList, assignments, submissionList, submissions, users } from './index.ts';
import { call } from './testing/call.ts';
import { listeningMockServer } from './testing/server.ts';

listeningMockServer();

const student = accessTokenFor(users.student);
const teacher = accessTokenFor(users.teacher);

describe('homework fixtures', () => {
  it('parse with the contract', () => {
    for (const work of submissionList) expect(submissionSchema.parse(work)).toEqual(work);
    expect(assignmentList.map((assignment) => assignment.courseId)).not.toContain(undefined);
  });
});

describe('homework mocks', () => {
  it("give a student their status of each task: checked with its score, late, and the next one's draft", async () => {
    const { status, data } = await call('assignments', { token: student });
    expect(status).toBe(200);
    const byId = new Map(assignmentListSchema.parse(data).map((item: Assignment) => [item.id, item]));
    expect(byId.get(assignments.newton.id)).toMatchObject({ status: 'checked', score: 8 });
    expect(byId.get(assignments.graphs.id)).toMatchObject({ status: 'late', submissionId: submissions.graphsLate.id });
    expect(byId.get(assignments.kinematics.id)?.draft?.text).toContain('Задача 1');
  });

  it("give the course's teacher counts, and the late work in the review queue", async () => {
    const { data } = await call('assignments', { token: teacher });
    const graphs = assignmentListSchema.parse(data).find((item) => item.id === assignments.graphs.id)!;
    expect(graphs.counts).toMatchObject({ submitted: 1, unchecked: 1 });
    const queue = await call('reviewQueue', { token: teacher });
    expect((queue.data as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([
      submissions.graphsLate.id,
    ]);
    expect((await call('reviewQueue', { token: student })).status).toBe(403);
  });

  it('refuse what the server refuses: a hand-in after the check, a score beyond the maximum', async () => {
    const again = await call('submitWork', {
      token: student,
      body: { assignmentId: assignments.newton.id, text: 'Еще раз' },
    });
    expect(again.status).toBe(409);
    expect(again.data).toMatchObject({ message: MESSAGES.submissionChecked });
    const over = await call('checkWork', {
      token: teacher,
      body: { id: submissions.graphsLate.id, score: 11, decision: 'checked' },
    });
    expect(over.data).toMatchObject({ message: MESSAGES.scoreAboveMax(10) });
  });
});
