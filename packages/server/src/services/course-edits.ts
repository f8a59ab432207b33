/**
 * Making and changing courses (issue 42): create-course (SENIOR and above) and update-course (its
 * teachers for the description and outline; price, status and teachers SENIOR's). An update names
 * the version it started from; the check and the bump are one UPDATE in the update's transaction,
 * so of two editors starting from one version exactly one wins and the other gets 409 with nothing
 * written. A new outline replaces the old one in the same transaction: modules and materials sent
 * with their id are kept (their students' progress with them), those without are new, the missing
 * ones go.
 */
import {
  COURSE_SETTINGS_FIELDS,
  ERROR_CODES,
  MESSAGES,
  editsCourse,
  managesCourses,
  mayTeach,
  type EndpointParsedBody,
  type ModuleInput,
} from '@school/contract';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courseModules, courses, courseTeachers, materials } from '../db/schema/index.ts';
import { forbiddenError, httpError } from '../lib/http-error.ts';
import { recordAudit } from './audit.ts';
import { courseViewerOf, visibleCourse, type CourseCaller } from './courses.ts';
import { requireAttachable } from './file-access.ts';
import { findSubject } from './subjects.ts';
import { accountsInOrder, type UserRow } from './users.ts';

type CreateBody = EndpointParsedBody<'createCourse'>;
type UpdateBody = EndpointParsedBody<'updateCourse'>;

async function checkSubject(db: Db, subject: string): Promise<void> {
  if (!(await findSubject(db, subject))) throw httpError(400, MESSAGES.subjectUnknown);
}

/** The accounts of `usernames`, in that order: 400 for one that does not exist or whose first role does not teach. */
async function teacherIds(db: Db, usernames: readonly string[]): Promise<string[]> {
  const accounts = await accountsInOrder(db, usernames, (_username, account) => {
    if (!account) throw httpError(400, MESSAGES.courseTeacherUnknown);
    if (!mayTeach(account.roles)) throw httpError(400, MESSAGES.courseTeacherNotTeaching);
  });
  return accounts.map((account) => account.id);
}

const setTeachers = async (tx: Db, courseId: string, ids: readonly string[]) => {
  await tx.delete(courseTeachers).where(eq(courseTeachers.courseId, courseId));
  if (ids.length > 0) {
    await tx.insert(courseTeachers).values(ids.map((userId, position) => ({ courseId, userId, position })));
  }
};

/** create-course: SENIOR and above; the subject and the teachers must exist. Answers the new id. */
export async function createCourse(db: Db, actor: UserRow, body: CreateBody): Promise<string> {
  if (!managesCourses(actor.roles)) throw forbiddenError(MESSAGES.courseManageForbidden);
  await checkSubject(db, body.subject);
  const teachers = await teacherIds(db, body.teachers);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(courses)
      .values({
        title: body.title,
        subject: body.subject,
        exam: body.exam,
        grades: body.grades,
        description: body.description,
        priceRub: body.priceRub,
        status: body.status,
      })
      .returning({ id: courses.id });
    await setTeachers(tx, created!.id, teachers);
    await recordAudit(tx, actor, 'course.create', created!.id, {
      title: body.title,
      subject: body.subject,
      exam: body.exam,
      priceRub: body.priceRub,
      status: body.status,
      teachers: body.teachers,
    });
    return created!.id;
  });
}

/**
 * Replaces the outline of `courseId` with `modules` in `tx`. An id must be one of this course's
 * modules (or materials), once; a file must be the editor's upload or already one of this course's.
 */
async function replaceOutline(tx: Db, courseId: string, editorId: string, modules: readonly ModuleInput[]) {
  const [oldModules, oldMaterials] = await Promise.all([
    tx.select({ id: courseModules.id }).from(courseModules).where(eq(courseModules.courseId, courseId)),
    tx.select({ id: materials.id, fileId: materials.fileId }).from(materials).where(eq(materials.courseId, courseId)),
  ]);
  const known = (existing: readonly { id: string }[], sent: readonly (string | undefined)[]) => {
    const ids = new Set(existing.map((row) => row.id));
    const given = sent.filter((id): id is string => id !== undefined);
    if (given.some((id) => !ids.has(id)) || new Set(given).size !== given.length) {
      throw httpError(400, MESSAGES.materialUnknown);
    }
  };
  known(
    oldModules,
    modules.map((module) => module.id),
  );
  const sentMaterials = modules.flatMap((module) => module.materials);
  known(
    oldMaterials,
    sentMaterials.map((material) => material.id),
  );

  const fileIds = sentMaterials.flatMap((material) => (material.fileId ? [material.fileId] : []));
  await requireAttachable(
    tx,
    fileIds,
    editorId,
    oldMaterials.flatMap((row) => (row.fileId ? [row.fileId] : [])),
  );

  /* What stays: the kept ids and the new rows' ids; everything else of the course goes after. */
  const moduleIds: string[] = [];
  const materialIds: string[] = [];
  for (const [position, module] of modules.entries()) {
    let moduleId = module.id;
    if (moduleId === undefined) {
      const [created] = await tx
        .insert(courseModules)
        .values({ courseId, position, title: module.title })
        .returning({ id: courseModules.id });
      moduleId = created!.id;
    } else {
      await tx.update(courseModules).set({ position, title: module.title }).where(eq(courseModules.id, moduleId));
    }
    moduleIds.push(moduleId);
    for (const [index, material] of module.materials.entries()) {
      const fields = {
        moduleId,
        courseId,
        position: index,
        kind: material.kind,
        title: material.title,
        body: material.body ?? null,
        url: material.url ?? null,
        fileId: material.fileId ?? null,
      };
      if (material.id === undefined) {
        const [created] = await tx.insert(materials).values(fields).returning({ id: materials.id });
        materialIds.push(created!.id);
      } else {
        await tx.update(materials).set(fields).where(eq(materials.id, material.id));
        materialIds.push(material.id);
      }
    }
  }
  /* Materials first: a kept one may have moved out of a module that goes. */
  await tx
    .delete(materials)
    .where(
      and(eq(materials.courseId, courseId), materialIds.length > 0 ? notInArray(materials.id, materialIds) : undefined),
    );
  await tx
    .delete(courseModules)
    .where(
      and(
        eq(courseModules.courseId, courseId),
        moduleIds.length > 0 ? notInArray(courseModules.id, moduleIds) : undefined,
      ),
    );
  return { modules: modules.length, materials: sentMaterials.length };
}

/**
 * update-course: 404 for a course the caller does not see; 403 for one it does not edit, or for
 * price, status or teachers below SENIOR; 400 for an unknown subject, teacher, outline id or file;
 * 409 when `version` is no longer the stored one. Answers the new version.
 */
export async function updateCourse(db: Db, caller: CourseCaller, body: UpdateBody): Promise<{ version: number }> {
  const actor = caller.account;
  const { row, teachers: before, access } = await visibleCourse(db, caller, body.id);
  const viewer = courseViewerOf(caller);
  if (!editsCourse(viewer, access)) throw forbiddenError(MESSAGES.courseEditForbidden);
  if (COURSE_SETTINGS_FIELDS.some((field) => body[field] !== undefined) && !managesCourses(viewer.roles)) {
    throw forbiddenError(MESSAGES.courseManageForbidden);
  }
  if (body.subject !== undefined && body.subject !== row.subject) await checkSubject(db, body.subject);
  const teachers = body.teachers === undefined ? undefined : await teacherIds(db, body.teachers);
  const changes = {
    ...(body.title === undefined ? {} : { title: body.title }),
    ...(body.subject === undefined ? {} : { subject: body.subject }),
    ...(body.exam === undefined ? {} : { exam: body.exam }),
    ...(body.grades === undefined ? {} : { grades: body.grades }),
    ...(body.description === undefined ? {} : { description: body.description }),
    ...(body.priceRub === undefined ? {} : { priceRub: body.priceRub }),
    ...(body.status === undefined ? {} : { status: body.status }),
  };
  return db.transaction(async (tx) => {
    /* The check and the bump in one statement: a second editor of the same version finds no row. */
    const [bumped] = await tx
      .update(courses)
      .set({ ...changes, version: sql`${courses.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(courses.id, row.id), eq(courses.version, body.version)))
      .returning({ version: courses.version });
    if (!bumped) throw httpError(409, MESSAGES.courseVersionConflict, ERROR_CODES.conflict);
    if (teachers) await setTeachers(tx, row.id, teachers);
    const outline = body.modules ? await replaceOutline(tx, row.id, actor.id, body.modules) : undefined;
    await recordAudit(tx, actor, 'course.update', row.id, {
      version: bumped.version,
      before: Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof typeof row]])),
      after: changes,
      ...(body.teachers ? { teachers: { before: before.map((t) => t.username), after: body.teachers } } : {}),
      ...(outline ? { outline } : {}),
    });
    return { version: bumped.version };
  });
}
