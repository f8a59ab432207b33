import { FILE_TYPES, fileUrl, type StoredFile } from '@school/contract';
import { FileChip } from '@school/ui';
import styled from 'styled-components';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
  > li {
    min-width: 0;
    max-width: 100%;
  }
`;

/* 'PDF', 'DOCX'... as the chip shows them; an image is stored as WebP whatever it arrived as. */
const typeLabel = (type: string) => FILE_TYPES[type as keyof typeof FILE_TYPES] ?? '';

export interface FileListProps {
  files: readonly StoredFile[];
  /** Accessible name of the list ('Файлы задания'). */
  label: string;
  /** Makes each chip removable (the hand-in form), with its button's name. */
  onRemove?: (file: StoredFile) => void;
  removeLabel?: (file: StoredFile) => string;
}

/** Files of a task or a work as download chips; each download is checked by the server. */
export function FileList({ files, label, onRemove, removeLabel }: FileListProps) {
  if (files.length === 0) return null;
  return (
    <List aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <FileChip
            name={file.name}
            size={file.size}
            type={typeLabel(file.type)}
            href={fileUrl(file.id)}
            {...(onRemove ? { onRemove: () => onRemove(file), removeLabel: removeLabel?.(file) } : {})}
          />
        </li>
      ))}
    </List>
  );
}
