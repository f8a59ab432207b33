import { MATERIAL_KINDS, videoEmbedUrl } from '@school/contract';
import { TextField } from '@school/ui';
import { memo } from 'react';
import styled from 'styled-components';
import { MarkdownText } from '../../../components/markdown-text';
import { MaterialKindIcon } from '../components/material-kind-icon';
import { FileAttach } from './file-attach';
import { outlineFieldKey, type MaterialPatch, type OutlineField, type OutlineMaterial } from './outline-state';
import { EDITOR_TEXTS as T } from './texts';

const Root = styled.div`
  display: grid;
  /* one column no wider than the row: long content wraps or scrolls inside it */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  [data-part='kind'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/* The text and its preview side by side where there is room, one under the other on a phone. */
const TextAndPreview = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  /* a wide formula scrolls inside the preview instead of widening the page */
  min-width: 0;
  > * {
    min-width: 0;
  }
`;

const Preview = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.size.border} dashed ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-x: auto;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  > p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/* Typing in one field re-renders the outline: a text's preview (KaTeX) is drawn again only when its text changes. */
const MarkdownPreview = memo(function MarkdownPreview({ body }: { body: string }) {
  return body.trim() ? <MarkdownText minHeadingLevel={3}>{body}</MarkdownText> : <p>{T.previewEmpty}</p>;
});

export interface MaterialFieldsProps {
  material: OutlineMaterial;
  /** The outline's messages ('<key>:<field>'), shown once a save was tried. */
  errors: Record<string, string>;
  onChange: (patch: MaterialPatch) => void;
  /** Focus its title on mount: a material just added. */
  autoFocus?: boolean;
}

/** One material's fields: its title and, by its kind, the text with a live preview, the link, or the file. */
export function MaterialFields({ material, errors, onChange, autoFocus }: MaterialFieldsProps) {
  const error = (field: OutlineField) => errors[outlineFieldKey(material.key, field)];
  const embeds = material.url.trim() !== '' && videoEmbedUrl(material.url.trim()) !== null;
  return (
    <Root>
      <span data-part="kind">
        <MaterialKindIcon kind={material.kind} />
        <span aria-hidden="true">{MATERIAL_KINDS[material.kind]}</span>
      </span>
      <TextField
        label={T.materialTitle}
        value={material.title}
        onChange={(event) => onChange({ title: event.target.value })}
        error={error('title')}

        autoFocus={autoFocus}
        fullWidth
      />
      {material.kind === 'text' && (
        <TextAndPreview>
          <TextField
            label={T.body}
            multiline
            rows={8}
            value={material.body}
            onChange={(event) => onChange({ body: event.target.value })}
            error={error('body')}
            fullWidth
          />
          <Preview role="group" aria-label={`${T.preview}: ${material.title || MATERIAL_KINDS.text}`}>
            <h3>{T.preview}</h3>
            <MarkdownPreview body={material.body} />
          </Preview>
        </TextAndPreview>
      )}
      {(material.kind === 'video' || material.kind === 'link') && (
        <TextField
          label={T.url}
          type="url"
          placeholder="https://"
          value={material.url}
          onChange={(event) => onChange({ url: event.target.value })}
          error={error('url')}
          helperText={
            material.kind === 'video' && material.url.trim() !== ''
              ? embeds
                ? T.videoEmbedded
                : T.videoLinked
              : undefined
          }
          fullWidth
        />
      )}
      {material.kind === 'file' && (
        <FileAttach file={material.file} onChange={(file) => onChange({ file })} error={error('fileId')} />
      )}
    </Root>
  );
}
