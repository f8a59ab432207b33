import styled, { css } from 'styled-components';

/** A bordered surface on the page's background: a card, a row of a list, a form beside a work. */
export const panel = css`
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;

/** A row of a list as a panel: its lines one under another (a title, then muted details). */
export const PanelRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  ${panel}
`;

/** A titled part of a page: its `h2` and what follows, one under another. */
export const PageSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
