import { MESSAGES, type CourseModule } from '@school/contract';
import { describe, expect, it } from 'vitest';
import {
  outlineBody,
  outlineErrors,
  outlineEvents as on,
  outlineFromCourse,
  outlineReducer,
  type OutlineState,
} from './outline-state';

const loaded: CourseModule[] = [
  {
    id: 'module-kinematics',
    title: 'Кинематика',
    materials: [
      { id: 'material-text', kind: 'text', title: 'Равноускоренное движение', body: '$v = v_0 + at$' },
      { id: 'material-video', kind: 'video', title: 'Видеоразбор', url: 'https://youtu.be/Xk3v0t5aQ2w' },
      {
        id: 'material-file',
        kind: 'file',
        title: 'Конспект',
        fileId: 'file-notes',
        file: { id: 'file-notes', name: 'Конспект.pdf', size: 1024, type: 'application/pdf' },
      },
    ],
  },
  { id: 'module-dynamics', title: 'Динамика', materials: [] },
];

const run = (state: OutlineState, ...events: Parameters<typeof outlineReducer>[1][]) =>
  events.reduce(outlineReducer, state);

describe('the outline editor', () => {
  it('given a loaded course / sends the outline back as it was, every id kept', () => {
    expect(outlineBody(outlineFromCourse(loaded))).toEqual([
      {
        id: 'module-kinematics',
        title: 'Кинематика',
        materials: [
          { id: 'material-text', kind: 'text', title: 'Равноускоренное движение', body: '$v = v_0 + at$' },
          { id: 'material-video', kind: 'video', title: 'Видеоразбор', url: 'https://youtu.be/Xk3v0t5aQ2w' },
          { id: 'material-file', kind: 'file', title: 'Конспект', fileId: 'file-notes' },
        ],
      },
      { id: 'module-dynamics', title: 'Динамика', materials: [] },
    ]);
  });

  it('given a new module with a new material / sends them without ids, after the existing ones', () => {
    const state = run(outlineFromCourse(loaded), on.moduleAdded());
    const [, , added] = state.modules;
    const next = run(
      state,
      on.moduleRenamed({ moduleKey: added!.key, title: '  Законы сохранения ' }),
      on.materialAdded({ moduleKey: added!.key, kind: 'link' }),
    );
    const material = next.modules[2]!.materials[0]!;
    const filled = run(
      next,
      on.materialChanged({
        moduleKey: added!.key,
        materialKey: material.key,
        patch: { title: 'Банк ФИПИ', url: 'https://fipi.ru' },
      }),
    );
    expect(outlineBody(filled).at(-1)).toEqual({
      title: 'Законы сохранения',
      materials: [{ kind: 'link', title: 'Банк ФИПИ', url: 'https://fipi.ru' }],
    });
    // new rows get keys of their own, never an existing id
    expect(new Set([added!.key, material.key]).size).toBe(2);
    expect(material.key).not.toMatch(/^material-/);
  });

  it('given moves / reorders modules and materials, ids travel with them, out-of-range moves do nothing', () => {
    const state = run(
      outlineFromCourse(loaded),
      on.moduleMoved({ from: 1, to: 0 }),
      on.materialMoved({ moduleKey: 'module-kinematics', from: 2, to: 0 }),
      on.materialMoved({ moduleKey: 'module-kinematics', from: 0, to: 5 }),
      on.moduleMoved({ from: 0, to: -1 }),
    );
    const body = outlineBody(state);
    expect(body.map((module) => module.id)).toEqual(['module-dynamics', 'module-kinematics']);
    expect(body[1]!.materials.map((material) => material.id)).toEqual([
      'material-file',
      'material-text',
      'material-video',
    ]);
  });

  it('given removals / the module or material is gone from what is sent', () => {
    const state = run(
      outlineFromCourse(loaded),
      on.materialRemoved({ moduleKey: 'module-kinematics', materialKey: 'material-video' }),
      on.moduleRemoved({ moduleKey: 'module-dynamics' }),
    );
    expect(outlineBody(state)).toEqual([
      {
        id: 'module-kinematics',
        title: 'Кинематика',
        materials: [
          { id: 'material-text', kind: 'text', title: 'Равноускоренное движение', body: '$v = v_0 + at$' },
          { id: 'material-file', kind: 'file', title: 'Конспект', fileId: 'file-notes' },
        ],
      },
    ]);
  });

  it('given a renamed existing material / keeps its id and sends the new title', () => {
    const state = run(
      outlineFromCourse(loaded),
      on.materialChanged({
        moduleKey: 'module-kinematics',
        materialKey: 'material-text',
        patch: { title: 'Скорость' },
      }),
    );
    expect(outlineBody(state)[0]!.materials[0]).toEqual({
      id: 'material-text',
      kind: 'text',
      title: 'Скорость',
      body: '$v = v_0 + at$',
    });
  });

  it('given empty new rows / says at each field what the server would refuse, in Russian', () => {
    let state = run(outlineFromCourse(), on.moduleAdded());
    const moduleKey = state.modules[0]!.key;
    state = run(
      state,
      on.materialAdded({ moduleKey, kind: 'text' }),
      on.materialAdded({ moduleKey, kind: 'video' }),
      on.materialAdded({ moduleKey, kind: 'file' }),
    );
    const [text, video, file] = state.modules[0]!.materials.map((material) => material.key);
    expect(outlineErrors(state)).toEqual({
      [`${moduleKey}:title`]: MESSAGES.moduleTitleRequired,
      [`${text}:title`]: MESSAGES.materialTitleRequired,
      [`${text}:body`]: MESSAGES.materialBodyRequired,
      [`${video}:title`]: MESSAGES.materialTitleRequired,
      [`${video}:url`]: MESSAGES.materialUrlInvalid,
      [`${file}:title`]: MESSAGES.materialTitleRequired,
      [`${file}:fileId`]: MESSAGES.materialFileRequired,
    });
    expect(outlineErrors(outlineFromCourse(loaded))).toEqual({});
  });
});
