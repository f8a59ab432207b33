import type { Submission } from '@school/contract';
import { Badge } from '@school/ui';
import styled from 'styled-components';
import { MarkdownText } from '../../../components/markdown-text';
import { MutedText } from '../../../components/plain-list';
import { panel } from '../../../components/panel';
import { formatDue, lateBy } from '../homework';
import { HOMEWORK_TEXTS as T } from '../texts';
import { FileList } from './file-list';
import { MarkedImage } from './marked-image';

const Root = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  ${panel}

  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  h2,
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  [data-part='photos'] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  [data-part='check'] {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-top: ${({ theme }) => theme.space(3)};
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  }
  [data-part='check'] p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const STATUS = { submitted: 'Ждет проверки', returned: 'На доработке', checked: 'Проверено' } as const;
const TONE = { submitted: 'primary', returned: 'error', checked: 'success' } as const;

/** One handed-in version: when it came (and how late), its text and files with the teacher's marks, and the check. */
export function WorkVersion({ work, heading, level = 3 }: { work: Submission; heading?: string; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const photos = work.files.filter((file) => file.type.startsWith('image/'));
  const documents = work.files.filter((file) => !file.type.startsWith('image/'));
  const marksOf = (fileId: string) => work.marks.find((mark) => mark.fileId === fileId && mark.page === 1)?.items ?? [];
  const headingId = `work-${work.id}`;
  return (
    <Root aria-labelledby={headingId}>
      <header>
        <Heading id={headingId}>{heading ?? T.version(work.version)}</Heading>
        <Badge tone={TONE[work.status]}>{STATUS[work.status]}</Badge>
      </header>
      <MutedText>
        Сдано {formatDue(work.submittedAt)}
        {work.late && `, ${T.late(lateBy(work.secondsLate))}`}
      </MutedText>
      {work.text.trim() && <MarkdownText minHeadingLevel={3}>{work.text}</MarkdownText>}
      {photos.length > 0 && (
        <div data-part="photos">
          {photos.map((file) => (
            <MarkedImage key={file.id} file={file} items={marksOf(file.id)} />
          ))}
        </div>
      )}
      <FileList files={documents} label="Файлы работы" />
      {work.status !== 'submitted' && (
        <div data-part="check">
          {work.score !== null && (
            <p>
              <strong>Оценка: {T.score(work.score, work.maxScore)}</strong>
              {work.criteria.length > 0 &&
                work.criteriaScores.length === work.criteria.length &&
                ` (${work.criteria.map((criterion, index) => T.criterion(criterion.title, work.criteriaScores[index]!)).join(', ')})`}
            </p>
          )}
          {work.comment && (
            <p>
              {T.comment}: {work.comment}
            </p>
          )}
        </div>
      )}
    </Root>
  );
}
