import { FileText, X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { formatFileSize } from '../format/fileSize.ts';
import { focusRing } from '../theme/focusRing.ts';
import { roundButton } from '../theme/roundButton.ts';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space(1)};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  vertical-align: middle;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: inherit;
    text-decoration: none;
  }
  a:hover [data-part='name'] {
    text-decoration: underline;
  }
  a:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  [data-part='icon'] {
    flex: none;
    width: ${({ theme }) => theme.size.icon.md};
    height: ${({ theme }) => theme.size.icon.md};
    color: ${({ theme }) => theme.color.primaryText};
  }
  [data-part='name'] {
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  [data-part='meta'] {
    flex: none;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
    white-space: nowrap;
  }
  button {
    ${roundButton((theme) => theme.size.inlineAction.md)}
    flex: none;
  }
  button:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  button:focus-visible {
    ${focusRing({ placement: 'edge' })}
  }
  button svg {
    width: ${({ theme }) => theme.size.icon.sm};
    height: ${({ theme }) => theme.size.icon.sm};
  }
`;

export interface FileChipProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The file's name as the user knows it ('Кинематика — конспект.pdf'); cut with an ellipsis when long. */
  name: string;
  /** Size in bytes, shown as '1,5 МБ'. */
  size: number;
  /** Short type label shown beside the size ('PDF', 'DOCX'). */
  type: string;
  /** Where the file is downloaded from (the server's access-checked download URL). */
  href: string;
  /** Shows a remove button (the course editor); called when it is pressed. */
  onRemove?: () => void;
  /** Accessible name of the remove button; 'Удалить «name»' by default. */
  removeLabel?: string;
}

/** A file attached to a material: a download link with its type and size, removable in the editor. */
export function FileChip({ name, size, type, href, onRemove, removeLabel, ...rest }: FileChipProps) {
  const sizeText = formatFileSize(size);
  return (
    <Root {...rest}>
      {/* the name may be cut on screen, never for a screen reader (the text is all there) nor on hover (title) */}
      <a href={href} download={name} title={name}>
        <FileText data-part="icon" aria-hidden="true" />
        <span data-part="name">{name}</span>
        <span data-part="meta">
          {type} <span aria-hidden="true">·</span> {sizeText}
        </span>
      </a>
      {onRemove && (
        <button type="button" aria-label={removeLabel ?? `Удалить «${name}»`} onClick={onRemove}>
          <X aria-hidden="true" />
        </button>
      )}
    </Root>
  );
}
