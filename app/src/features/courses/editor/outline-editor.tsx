import { MATERIAL_KIND_NAMES, MATERIAL_KINDS, type MaterialKind } from '@school/contract';
import { Button, ConfirmDialog, ReorderList, TextField } from '@school/ui';
import { useState, type Dispatch } from 'react';
import styled from 'styled-components';
import { MaterialFields } from './material-fields';
import type { outlineReducer } from './outline-state';
import { outlineEvents as on, outlineFieldKey, type OutlineModule, type OutlineState } from './outline-state';
import { EDITOR_TEXTS as T } from './texts';

type OutlineDispatch = Dispatch<Parameters<typeof outlineReducer>[1]>;

/*
 * A row's content takes the whole width under its controls (handle, up, down, remove): a module holds its
 * materials, a material its fields, and beside the controls they would be a column too narrow on a phone.
 */
const Outline = styled.div`
  display: grid;
  /* one column no wider than the row: long content wraps or scrolls inside it */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};

  li {
    flex-wrap: wrap;
    align-items: start;
    padding-block: ${({ theme }) => theme.space(2)};
  }
  li > [data-part='content'] {
    flex-basis: 100%;
    order: 1;
  }
  /* the controls in one line at the row's top, the handle first */
  li > [data-control='handle'] {
    margin-inline-end: auto;
  }
`;

const Module = styled.div`
  display: grid;
  /* one column no wider than the row: long content wraps or scrolls inside it */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Kinds = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** 'Новый материал', then the kind: 'Текст', 'Видео', 'Файл' or 'Ссылка'. */
function NewMaterial({ moduleTitle, onAdd }: { moduleTitle: string; onAdd: (kind: MaterialKind) => void }) {
  const [choosing, setChoosing] = useState(false);
  if (!choosing) {
    return (
      <div>
        <Button variant="outlined" onClick={() => setChoosing(true)} aria-label={`${T.newMaterial}: ${moduleTitle}`}>
          {T.newMaterial}
        </Button>
      </div>
    );
  }
  return (
    <Kinds role="group" aria-label={T.materialKind}>
      {MATERIAL_KIND_NAMES.map((kind) => (
        <Button
          key={kind}
          variant="outlined"
          onClick={() => {
            setChoosing(false);
            onAdd(kind);
          }}
        >
          {MATERIAL_KINDS[kind]}
        </Button>
      ))}
      <Button variant="text" onClick={() => setChoosing(false)}>
        Отмена
      </Button>
    </Kinds>
  );
}

interface ModuleEditorProps {
  module: OutlineModule;
  label: string;
  errors: Record<string, string>;
  send: OutlineDispatch;
  /** The row just added (its title takes focus). */
  added: string | null;
  onAdded: (key: string) => void;
  nextKey: string;
}

function ModuleEditor({ module, label, errors, send, added, onAdded, nextKey }: ModuleEditorProps) {
  const moduleKey = module.key;
  return (
    <Module>
      <TextField
        label={T.moduleTitle}
        value={module.title}
        onChange={(event) => send(on.moduleRenamed({ moduleKey, title: event.target.value }))}
        error={errors[outlineFieldKey(moduleKey, 'title')]}

        autoFocus={added === moduleKey}
        fullWidth
      />
      {module.materials.length === 0 ? (
        <Muted>{T.moduleEmpty}</Muted>
      ) : (
        <ReorderList
          label={T.materials(label)}
          items={module.materials.map((material) => {
            const materialLabel = material.title.trim() || T.materialFallback(MATERIAL_KINDS[material.kind]);
            return {
              id: material.key,
              label: materialLabel,
              content: (
                <MaterialFields
                  material={material}
                  errors={errors}
                  autoFocus={added === material.key}
                  onChange={(patch) => send(on.materialChanged({ moduleKey, materialKey: material.key, patch }))}
                />
              ),
            };
          })}
          onMove={(from, to) => send(on.materialMoved({ moduleKey, from, to }))}
          onRemove={(materialKey) => send(on.materialRemoved({ moduleKey, materialKey }))}
        />
      )}
      <NewMaterial
        moduleTitle={label}
        onAdd={(kind) => {
          onAdded(nextKey);
          send(on.materialAdded({ moduleKey, kind }));
        }}
      />
    </Module>
  );
}

export interface OutlineEditorProps {
  outline: OutlineState;
  send: OutlineDispatch;
  /** The outline's messages, once a save was tried; empty before. */
  errors: Record<string, string>;
}

/**
 * The outline: modules in order, each with its materials, reordered with 'up' and 'down' or Alt+arrows (ReorderList),
 * renamed in place, removed (a module with materials after a confirmation), and 'Новый модуль' / 'Новый материал'.
 */
export function OutlineEditor({ outline, send, errors }: OutlineEditorProps) {
  const [added, setAdded] = useState<string | null>(null);
  const [removing, setRemoving] = useState<OutlineModule | null>(null);
  const nextKey = `new-${outline.nextKey}`;
  const labelOf = (module: OutlineModule, index: number) => module.title.trim() || T.moduleFallback(index + 1);
  return (
    <Outline>
      {outline.modules.length === 0 ? (
        <Muted>{T.outlineEmpty}</Muted>
      ) : (
        <ReorderList
          label={T.modules}
          items={outline.modules.map((module, index) => ({
            id: module.key,
            label: labelOf(module, index),
            content: (
              <ModuleEditor
                module={module}
                label={labelOf(module, index)}
                errors={errors}
                send={send}
                added={added}
                onAdded={setAdded}
                nextKey={nextKey}
              />
            ),
          }))}
          onMove={(from, to) => send(on.moduleMoved({ from, to }))}
          onRemove={(moduleKey) => {
            const module = outline.modules.find((candidate) => candidate.key === moduleKey);
            if (module && module.materials.length > 0) setRemoving(module);
            else send(on.moduleRemoved({ moduleKey }));
          }}
          removeLabel={(label) => T.removeModule(label)}
        />
      )}
      {errors.outline && <Muted role="alert">{errors.outline}</Muted>}
      <div>
        <Button
          variant="outlined"
          onClick={() => {
            setAdded(nextKey);
            send(on.moduleAdded());
          }}
        >
          {T.newModule}
        </Button>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? T.removeModuleQuestion(removing.title.trim() || T.moduleFallback(1)) : ''}
        confirmLabel={T.remove}
        destructive
        onConfirm={() => {
          if (removing) send(on.moduleRemoved({ moduleKey: removing.key }));
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        {removing && T.removeModuleText(removing.materials.length)}
      </ConfirmDialog>
    </Outline>
  );
}
