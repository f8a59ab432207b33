/**
 * The course editor's outline (modules and their materials) as one reducer: every change the author makes
 * (add, rename, edit, move, remove) is a pure transition, tested without React. Existing modules and materials
 * keep their server `id`, new ones have none until the server gives them one on save (api.md update-course);
 * `key` is the editor's own identity of a row, stable across moves and across a reload of the draft.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  COURSE_MODULES_MAX,
  MESSAGES,
  moduleInputSchema,
  type CourseModule,
  type MaterialKind,
  type ModuleInput,
  type StoredFile,
} from '@school/contract';

export interface OutlineMaterial {
  /** The row's identity in the editor: the server id of an existing material, `new-N` for a new one. */
  key: string;
  /** The server's id; absent for a material not saved yet. */
  id?: string;
  kind: MaterialKind;
  title: string;
  /** A text's Markdown. */
  body: string;
  /** A video's or a link's address. */
  url: string;
  /** A file material's upload (its description for the chip), or null while none is attached. */
  file: StoredFile | null;
}

export interface OutlineModule {
  key: string;
  id?: string;
  title: string;
  materials: OutlineMaterial[];
}

export interface OutlineState {
  modules: OutlineModule[];
  /** The number the next new row's key takes. */
  nextKey: number;
}

export type MaterialPatch = Partial<Pick<OutlineMaterial, 'title' | 'body' | 'url' | 'file'>>;

/** The outline of a loaded course (or of a new, empty one). */
export const outlineFromCourse = (modules: readonly CourseModule[] = []): OutlineState => ({
  modules: modules.map((module) => ({
    key: module.id,
    id: module.id,
    title: module.title,
    materials: module.materials.map((material) => ({
      key: material.id,
      id: material.id,
      kind: material.kind,
      title: material.title,
      body: material.body ?? '',
      url: material.url ?? '',
      file:
        material.file ?? (material.fileId ? { id: material.fileId, name: material.title, size: 0, type: '' } : null),
    })),
  })),
  nextKey: 1,
});

const newKey = (state: OutlineState) => `new-${state.nextKey++}`;

const moduleOf = (state: OutlineState, moduleKey: string) => state.modules.find((module) => module.key === moduleKey);

/** Moves `list[from]` to `to`; out-of-range moves change nothing. */
function move<T>(list: T[], from: number, to: number) {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item as T);
}

const outlineSlice = createSlice({
  name: 'outline',
  initialState: outlineFromCourse(),
  reducers: {
    /** 'Новый модуль': an untitled module at the end. */
    moduleAdded(state) {
      state.modules.push({ key: newKey(state), title: '', materials: [] });
    },
    moduleRenamed(state, action: PayloadAction<{ moduleKey: string; title: string }>) {
      const module = moduleOf(state, action.payload.moduleKey);
      if (module) module.title = action.payload.title;
    },
    moduleMoved(state, action: PayloadAction<{ from: number; to: number }>) {
      move(state.modules, action.payload.from, action.payload.to);
    },
    moduleRemoved(state, action: PayloadAction<{ moduleKey: string }>) {
      state.modules = state.modules.filter((module) => module.key !== action.payload.moduleKey);
    },
    /** 'Новый материал' of a kind: an untitled, empty one at the end of its module. */
    materialAdded(state, action: PayloadAction<{ moduleKey: string; kind: MaterialKind }>) {
      const module = moduleOf(state, action.payload.moduleKey);
      if (!module) return;
      module.materials.push({
        key: newKey(state),
        kind: action.payload.kind,
        title: '',
        body: '',
        url: '',
        file: null,
      });
    },
    materialChanged(state, action: PayloadAction<{ moduleKey: string; materialKey: string; patch: MaterialPatch }>) {
      const material = moduleOf(state, action.payload.moduleKey)?.materials.find(
        (candidate) => candidate.key === action.payload.materialKey,
      );
      if (material) Object.assign(material, action.payload.patch);
    },
    materialMoved(state, action: PayloadAction<{ moduleKey: string; from: number; to: number }>) {
      const module = moduleOf(state, action.payload.moduleKey);
      if (module) move(module.materials, action.payload.from, action.payload.to);
    },
    materialRemoved(state, action: PayloadAction<{ moduleKey: string; materialKey: string }>) {
      const module = moduleOf(state, action.payload.moduleKey);
      if (module) module.materials = module.materials.filter((material) => material.key !== action.payload.materialKey);
    },
  },
});

export const outlineReducer = outlineSlice.reducer;
export const outlineEvents = outlineSlice.actions;

/**
 * update-course's `modules`: the whole outline in its order, each material with only its kind's field
 * (the contract's schema drops the others too), `id` only on what the server already has.
 */
export const outlineBody = (state: OutlineState): ModuleInput[] =>
  state.modules.map((module) => ({
    ...(module.id !== undefined && { id: module.id }),
    title: module.title.trim(),
    materials: module.materials.map((material) => ({
      ...(material.id !== undefined && { id: material.id }),
      kind: material.kind,
      title: material.title.trim(),
      ...(material.kind === 'text'
        ? { body: material.body }
        : material.kind === 'file'
          ? material.file && { fileId: material.file.id }
          : { url: material.url.trim() }),
    })),
  }));

/** A field of the outline that may carry a message: a module's title, a material's title or its content. */
export type OutlineField = 'title' | 'body' | 'url' | 'fileId';

/** Where an outline message shows: the row's key and its field ('new-2:title'). */
export const outlineFieldKey = (rowKey: string, field: OutlineField) => `${rowKey}:${field}`;

/**
 * The contract's messages for the outline as it would be sent, at the row and field they are about, and the
 * one about the whole outline (too many modules) under `outline`. Empty when update-course would take it.
 */
export function outlineErrors(state: OutlineState): Record<string, string> {
  const errors: Record<string, string> = {};
  const add = (key: string, message: string) => {
    errors[key] ??= message;
  };
  const body = outlineBody(state);
  if (body.length > COURSE_MODULES_MAX) add('outline', MESSAGES.courseTooManyModules);
  body.forEach((module, moduleIndex) => {
    const row = state.modules[moduleIndex] as OutlineModule;
    const result = moduleInputSchema.safeParse(module);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const [first, index, field] = issue.path;
      if (first === 'title') add(outlineFieldKey(row.key, 'title'), issue.message);
      else if (first === 'materials' && typeof index === 'number') {
        const material = row.materials[index];
        if (material && typeof field === 'string')
          add(outlineFieldKey(material.key, field as OutlineField), issue.message);
      } else if (first === 'materials') add(outlineFieldKey(row.key, 'title'), issue.message);
    }
  });
  return errors;
}
