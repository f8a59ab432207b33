import styled from 'styled-components';

/** The toolbar over the days, or over a message instead of them. */
export const Schedule = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  .sr-only {
    ${({ theme }) => theme.visuallyHidden}
  }
  [data-part='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-part='range'] {
    margin: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  [data-part='relative'] {
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.textMuted};
  }
  [data-part='actions'] {
    margin-left: auto;
  }
  [data-part='message'] {
    margin: 0;
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
    border: ${({ theme }) => theme.size.border} dashed ${({ theme }) => theme.color.divider};
    border-radius: ${({ theme }) => theme.radius.md};
    text-align: center;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The phone's week: the days of lessons one under another. */
export const Agenda = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  h2,
  h3,
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  :is(h2, h3, h4)::first-letter {
    text-transform: uppercase;
  }
  [data-today] :is(h2, h3, h4) {
    color: ${({ theme }) => theme.color.primaryText};
  }
`;
