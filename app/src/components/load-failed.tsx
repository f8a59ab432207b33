import { Button } from '@school/ui';
import styled from 'styled-components';
import { TEXTS } from '../config/texts';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  p {
    margin: 0;
  }
`;

export interface LoadFailedProps {
  /** What did not load, e.g. 'Не удалось загрузить список предметов.' */
  message: string;
  onRetry: () => void;
  /** The retry is under way: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
}

/**
 * In place of a list that did not load: the reason, announced at once to screen readers, and
 * 'Повторить'. The page around it (heading, toolbar) stays, so nothing else moves.
 */
export function LoadFailed({ message, onRetry, retrying = false }: LoadFailedProps) {
  return (
    <Root role="alert">
      <p>{message}</p>
      <Button variant="outlined" loading={retrying} onClick={onRetry}>
        {TEXTS.retry}
      </Button>
    </Root>
  );
}
