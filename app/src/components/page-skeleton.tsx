import { Skeleton } from '@school/ui';
import styled from 'styled-components';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
`;

/** The placeholder of a page while the session loads (about 0.6 s after the user arrives). */
export function PageSkeleton() {
  return (
    <Root data-testid="page-skeleton">
      <Skeleton variant="avatar" aria-label="Загрузка профиля" />
      <Skeleton variant="card" rows={3} aria-label="Загрузка страницы" />
    </Root>
  );
}
