/**
 * Loads the demo school (people.ts, courses.ts, schedule.ts) into a database, straight over the Drizzle
 * tables, so it depends on no service. Only an empty database (no account at all) takes it, in one
 * transaction: a second load finds the demo school there and adds nothing, and a load that fails half
 * way leaves nothing behind. A database that holds any other school is refused.
 */
import { PRIVACY_POLICY_EDITION, rules } from '@school/contract';
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  assignments,
  courseModules,
  courses,
  courseTeachers,
  enrollments,
  fileBlobs,
  files,
  lessons,
  materials,
  materialViews,
  submissionFiles,
  submissions,
  subjects,
  taughtSubjects,
  users,
} from '../db/schema/index.ts';
import type { StoredAnket } from '../db/schema/users.ts';
import { seed } from '../db/seed.ts';
import { hashPassword } from '../lib/passwords.ts';
import { DEMO_COURSES } from './courses.ts';
import { DEMO_HOMEWORK } from './homework.ts';
import { notebookPhoto } from './photo.ts';
import {
  DEMO_DIRECTOR,
  DEMO_PASSWORD,
  DEMO_SENIOR,
  DEMO_STUDENTS,
  DEMO_TEACHERS,
  demoEmail,
  type DemoStaff,
  type DemoStudent,
} from './people.ts';
import { DEMO_WEEK, slotStart } from './schedule.ts';

export interface DemoOptions {
  /** The director's (OWNER's) login and password. */
  owner: { username: string; password: string };
  /** The lessons are planned for the week of `now` and the next one. */
  now?: Date;
  /** The school's time zone (SCHOOL_TZ): the lessons' local times are on its clock. */
  timeZone: string;
}

/** 'empty': no account yet; 'demo': the demo school is there; 'other': some other school's data. */
export type DemoState = 'empty' | 'demo' | 'other';

/** The database holds accounts that are not the demo school's: loading would mix the two. */
export class DemoRefusal extends Error {
  override name = 'DemoRefusal';
}

const staffOfDemo: DemoStaff[] = [DEMO_SENIOR, ...DEMO_TEACHERS];

/** Every demo account but the director's, by login; the director's login is configurable, so not a mark. */
const demoUsernames = [...staffOfDemo, ...DEMO_STUDENTS].map((person) => person.username);

export async function demoState(db: Db): Promise<DemoState> {
  const [accounts] = await db.select({ value: count() }).from(users);
  if (!accounts?.value) return 'empty';
  const [ours] = await db.select({ value: count() }).from(users).where(inArray(users.username, demoUsernames));
  return ours?.value === demoUsernames.length ? 'demo' : 'other';
}

/** The stored questionnaire of a demo student, checked by the contract's rule against the school's subjects. */
function anketOf(student: DemoStudent, known: readonly (typeof subjects.$inferSelect)[]): StoredAnket {
  const chosen = Object.keys(student.targets);
  const byShortname = new Map(known.map((subject) => [subject.shortname, subject]));
  const points = chosen.map((shortname) => ({
    exam: byShortname.get(shortname) ?? { shortname, min: 0, max: 100 },
    points: student.targets[shortname]!,
    olympics: student.olympiads?.includes(shortname) ?? false,
  }));
  const problem = rules.anket({ class: student.class, subjects: chosen, points }, known);
  if (problem) throw new Error(`the demo questionnaire of ${student.username} breaks the rules: ${problem}`);
  return {
    class: student.class,
    subjects: chosen,
    points: points.map((point) => ({ exam: point.exam.shortname, points: point.points, olympics: point.olympics })),
  };
}

/**
 * Loads the demo school when the database is empty. Answers whether it loaded it now (false: it was
 * there already); throws DemoRefusal when the database holds another school.
 */
export async function loadDemoSchool(db: Db, options: DemoOptions): Promise<{ loaded: boolean }> {
  return db.transaction(async (tx) => {
    const state = await demoState(tx);
    if (state === 'demo') return { loaded: false };
    if (state === 'other') {
      throw new DemoRefusal('the database already holds accounts that are not the demo school’s');
    }
    const now = options.now ?? new Date();
    /* One hash for the shared password: argon2id takes a while, and the demo accounts are alike. */
    const sharedHash = await hashPassword(DEMO_PASSWORD);
    const ownerHash =
      options.owner.password === DEMO_PASSWORD ? sharedHash : await hashPassword(options.owner.password);

    /* The director first: the seed then finds its OWNER and adds only the roles and the subjects. */
    await tx.insert(users).values({
      username: options.owner.username,
      email: demoEmail(options.owner.username),
      firstName: DEMO_DIRECTOR.firstName,
      lastName: DEMO_DIRECTOR.lastName,
      about: DEMO_DIRECTOR.about,
      passwordHash: ownerHash,
      roles: DEMO_DIRECTOR.roles,
    });
    await seed(tx, { username: options.owner.username, password: options.owner.password, email: undefined });

    const known = await tx.select().from(subjects);
    const subjectId = new Map(known.map((subject) => [subject.shortname, subject.id]));
    const userId = new Map<string, string>();

    for (const person of staffOfDemo) {
      const [row] = await tx
        .insert(users)
        .values({
          username: person.username,
          email: demoEmail(person.username),
          firstName: person.firstName,
          lastName: person.lastName,
          passwordHash: sharedHash,
          roles: person.roles,
          about: person.about,
          telegramId: person.telegram?.id ?? null,
          telegramUsername: person.telegram?.username ?? null,
          showTelegram: Boolean(person.telegram),
        })
        .returning({ id: users.id });
      userId.set(person.username, row!.id);
      await tx.insert(taughtSubjects).values(
        person.teaches.map((shortname, position) => {
          const id = subjectId.get(shortname);
          if (id === undefined) throw new Error(`the demo teacher ${person.username} teaches an unknown subject`);
          return { userId: row!.id, subjectId: id, position };
        }),
      );
    }

    const studentRows = await tx
      .insert(users)
      .values(
        DEMO_STUDENTS.map((student) => ({
          username: student.username,
          email: demoEmail(student.username),
          firstName: student.firstName,
          lastName: student.lastName,
          passwordHash: sharedHash,
          roles: ['USER'],
          anket: anketOf(student, known),
          /* As a registration records it: the consent to the privacy policy, given now. */
          consentAt: now,
          consentEdition: PRIVACY_POLICY_EDITION,
        })),
      )
      .returning({ id: users.id, username: users.username });
    for (const row of studentRows) userId.set(row.username, row.id);
    const idOf = (username: string): string => {
      const id = userId.get(username);
      if (!id) throw new Error(`the demo data names an unknown account: ${username}`);
      return id;
    };

    const courseId = new Map<string, string>();
    for (const course of DEMO_COURSES) {
      const [row] = await tx
        .insert(courses)
        .values({
          title: course.title,
          subject: course.subject,
          exam: course.exam,
          grades: course.grades,
          description: course.description,
          priceRub: course.priceRub,
          status: course.status,
        })
        .returning({ id: courses.id });
      const id = row!.id;
      courseId.set(course.title, id);
      await tx
        .insert(courseTeachers)
        .values(course.teachers.map((username, position) => ({ courseId: id, userId: idOf(username), position })));
      if (course.students.length) {
        await tx
          .insert(enrollments)
          .values(course.students.map((username) => ({ courseId: id, userId: idOf(username) })));
      }

      const materialIds: string[] = [];
      for (const [modulePosition, module] of course.modules.entries()) {
        const [moduleRow] = await tx
          .insert(courseModules)
          .values({ courseId: id, position: modulePosition, title: module.title })
          .returning({ id: courseModules.id });
        for (const [position, material] of module.materials.entries()) {
          let fileId: string | null = null;
          if (material.kind === 'file') {
            fileId = crypto.randomUUID();
            await tx.insert(files).values({
              id: fileId,
              name: material.file.name,
              size: material.file.bytes.length,
              type: material.file.type,
              storage: 'db',
              storageKey: fileId,
              uploadedBy: idOf(course.teachers[0]!),
            });
            await tx.insert(fileBlobs).values({ fileId, bytes: material.file.bytes });
          }
          const [materialRow] = await tx
            .insert(materials)
            .values({
              moduleId: moduleRow!.id,
              courseId: id,
              position,
              kind: material.kind,
              title: material.title,
              body: material.kind === 'text' ? material.body : null,
              url: material.kind === 'video' || material.kind === 'link' ? material.url : null,
              fileId,
            })
            .returning({ id: materials.id });
          materialIds.push(materialRow!.id);
        }
      }

      /* Progress that differs from student to student: the n-th enrolled has opened the first 2n (wrapping) materials. */
      const views = course.students.flatMap((username, index) =>
        materialIds
          .slice(0, (2 * (index + 1)) % (materialIds.length + 1))
          .map((materialId) => ({ materialId, userId: idOf(username), courseId: id })),
      );
      if (views.length) await tx.insert(materialViews).values(views);
    }

    const hours = (count: number) => new Date(now.getTime() + count * 60 * 60 * 1000);
    let photos = 0;
    for (const task of DEMO_HOMEWORK) {
      const course = courseId.get(task.course);
      const demoCourse = DEMO_COURSES.find((candidate) => candidate.title === task.course);
      if (!course || !demoCourse) throw new Error(`the demo assignment ${task.title} names an unknown course`);
      const criteria = task.criteria ?? [];
      const dueAt = hours(task.dueInHours);
      const teacherId = idOf(demoCourse.teachers[0]!);
      const [assignment] = await tx
        .insert(assignments)
        .values({
          courseId: course,
          title: task.title,
          body: task.body,
          dueAt,
          maxScore: criteria.length
            ? criteria.reduce((sum, criterion) => sum + criterion.maxPoints, 0)
            : task.maxScore!,
          criteria,
          resubmit: task.resubmit,
          createdBy: teacherId,
        })
        .returning({ id: assignments.id });
      for (const work of task.works) {
        if (!demoCourse.students.includes(work.student)) {
          throw new Error(`the demo work of ${work.student} is in a course they are not on: ${task.title}`);
        }
        const studentId = idOf(work.student);
        const submittedAt = new Date(dueAt.getTime() - work.hoursBeforeDue * 60 * 60 * 1000);
        const { check } = work;
        const fileId = work.photo ? crypto.randomUUID() : null;
        const points = check ? (Array.isArray(check.points) ? check.points : [check.points]) : [];
        const [row] = await tx
          .insert(submissions)
          .values({
            assignmentId: assignment!.id,
            userId: studentId,
            version: 1,
            text: work.text,
            submittedAt,
            status: check?.decision ?? 'submitted',
            criteriaScores: check && Array.isArray(check.points) ? check.points : [],
            score: check ? points.reduce((sum, value) => sum + value, 0) : null,
            comment: check?.comment ?? '',
            marks: check?.marks && fileId ? [{ fileId, page: 1, items: check.marks }] : [],
            checkedBy: check ? teacherId : null,
            checkedAt: check ? new Date(Math.min(now.getTime(), submittedAt.getTime() + 20 * 60 * 60 * 1000)) : null,
          })
          .returning({ id: submissions.id });
        if (fileId) {
          const bytes = await notebookPhoto((photos += 1));
          await tx.insert(files).values({
            id: fileId,
            name: `IMG_20${41 + photos}.webp`,
            size: bytes.length,
            type: 'image/webp',
            storage: 'db',
            storageKey: fileId,
            uploadedBy: studentId,
          });
          await tx.insert(fileBlobs).values({ fileId, bytes });
          await tx.insert(submissionFiles).values({ submissionId: row!.id, fileId, position: 0 });
        }
      }
    }

    for (const slot of DEMO_WEEK) {
      const seriesId = crypto.randomUUID();
      const course = slot.course === undefined ? null : courseId.get(slot.course);
      if (course === undefined) throw new Error(`the demo lesson ${slot.title} names an unknown course`);
      await tx.insert(lessons).values(
        [0, 1].map((weeksAhead) => ({
          subject: slot.subject,
          title: slot.title,
          startsAt: slotStart(slot, now, weeksAhead, options.timeZone),
          durationMin: slot.durationMin,
          notes: slot.notes ?? null,
          teacherId: idOf(slot.teacher),
          seriesId,
          courseId: course,
          grades: slot.grades ?? [],
        })),
      );
    }
    return { loaded: true };
  });
}
