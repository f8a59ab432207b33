import { fileUrl, type MarkItem, type StoredFile } from '@school/contract';
import styled from 'styled-components';

const Figure = styled.figure`
  margin: 0;
  max-width: 100%;
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  [data-part='page'] {
    position: relative;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    pointer-events: none;
  }
  figcaption {
    padding: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/* The teacher's ink: red, as on paper, in both themes (the page under it is the photo, not the theme). */
const INK = '#d32f2f';
const OK_INK = '#2e7d32';

const markWords = (item: MarkItem): string =>
  item.kind === 'tick'
    ? 'галочка'
    : item.kind === 'cross'
      ? 'крестик'
      : item.kind === 'text'
        ? `«${item.text}»`
        : 'линия';

/** Says the marks for those who cannot see them, in the order they were made. */
export const describeMarks = (items: readonly MarkItem[]): string =>
  items.length === 0 ? '' : `Пометки: ${items.map(markWords).join(', ')}`;

function Mark({ item }: { item: MarkItem }) {
  /* Coordinates are fractions of the page: the SVG's 0-1 box is stretched over the photo. */
  switch (item.kind) {
    case 'pen':
      return (
        <polyline
          points={item.points.map(([x, y]) => `${x},${y}`).join(' ')}
          fill="none"
          stroke={INK}
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
          strokeLinecap="round"
        />
      );
    case 'tick':
      return (
        <polyline
          points={`${item.x - 0.02},${item.y} ${item.x},${item.y + 0.02} ${item.x + 0.035},${item.y - 0.025}`}
          fill="none"
          stroke={OK_INK}
          strokeWidth={4}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'cross':
      return (
        <path
          d={`M${item.x - 0.02},${item.y - 0.02} L${item.x + 0.02},${item.y + 0.02} M${item.x + 0.02},${item.y - 0.02} L${item.x - 0.02},${item.y + 0.02}`}
          stroke={INK}
          strokeWidth={4}
          vectorEffect="non-scaling-stroke"
        />
      );
    case 'text':
      return null;
  }
}

const Label = styled.span`
  position: absolute;
  transform: translateY(-50%);
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgb(255 255 255 / 85%);
  color: ${INK};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  pointer-events: none;
`;

export interface MarkedImageProps {
  file: StoredFile;
  /** The marks of its first page. */
  items: readonly MarkItem[];
}

/** A handed-in photo with the teacher's marks drawn over it, as a layer apart from the photo itself. */
export function MarkedImage({ file, items }: MarkedImageProps) {
  const description = describeMarks(items);
  return (
    <Figure>
      {/* the marks' box is the photo's own, so a mark lands where it was made whatever the caption's height */}
      <div data-part="page">
        <img src={fileUrl(file.id)} alt={file.name} loading="lazy" />
        <svg viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
          {items.map((item, index) => (
            <Mark key={index} item={item} />
          ))}
        </svg>
        {items.map((item, index) =>
          item.kind === 'text' ? (
            <Label key={index} aria-hidden="true" style={{ left: `${item.x * 100}%`, top: `${item.y * 100}%` }}>
              {item.text}
            </Label>
          ) : null,
        )}
      </div>
      {description && <figcaption>{description}</figcaption>}
    </Figure>
  );
}
