import { css } from 'styled-components';

/** One narrow column in the middle of the page under its title: messages and single-form pages. */
export const narrowPage = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.size.dialog.sm};
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    margin: 0;
  }
`;
