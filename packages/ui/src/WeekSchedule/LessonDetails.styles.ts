import styled from 'styled-components';

/** The lesson's facts as terms and their values. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  [data-part='subject'] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  [data-part='subject']::before {
    content: '';
    flex: none;
    width: ${({ theme }) => theme.space(3)};
    height: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: var(--subject);
  }
  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;
    dd {
      margin-bottom: ${({ theme }) => theme.space(2)};
    }
  }
`;

/** The dialog's buttons, 'Подключиться' last. */
export const DetailsFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;
