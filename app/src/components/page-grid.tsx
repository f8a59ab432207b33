import styled from 'styled-components';

/** The body of a page inside the shell: its heading, then cards one under another. */
export const PageGrid = styled.div`
  display: grid;
  /* one column no wider than the page: a wide table scrolls inside its own box instead of widening the page */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    overflow-wrap: anywhere;
  }
`;
