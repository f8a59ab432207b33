import { FILE_TYPES, fileUrl, videoEmbedUrl, type Material } from '@school/contract';
import { FileChip, VideoEmbed } from '@school/ui';
import styled from 'styled-components';
import { COURSE_TEXTS } from '../texts';
import { MarkdownText } from '../../../components/markdown-text';

const External = styled.a`
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
`;

const typeLabel = (type: string): string => (FILE_TYPES as Record<string, string>)[type] ?? type;

/** A material's content by its kind: text with formulas, a video's player (or its link), a file, a link out. */
export function MaterialView({ material }: { material: Material }) {
  switch (material.kind) {
    case 'text':
      return <MarkdownText>{material.body ?? ''}</MarkdownText>;
    case 'video':
      return material.url ? (
        <VideoEmbed src={videoEmbedUrl(material.url)} title={material.title} fallbackHref={material.url} />
      ) : null;
    case 'file':
      return material.fileId ? (
        <>
          <p>{COURSE_TEXTS.downloadHint}</p>
          <div>
            <FileChip
              name={material.file?.name ?? material.title}
              size={material.file?.size ?? 0}
              type={typeLabel(material.file?.type ?? '')}
              href={fileUrl(material.fileId)}
            />
          </div>
        </>
      ) : null;
    case 'link':
      return material.url ? (
        <p>
          <External href={material.url} target="_blank" rel="noopener noreferrer">
            {COURSE_TEXTS.openLink}: {material.url.replace(/^https?:\/\//, '')}
          </External>
        </p>
      ) : null;
  }
}
