import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.size.dialog.sm};
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface CenteredMessageProps {
  title: string;
  text?: ReactNode;
  /** Actions under the text. */
  children?: ReactNode;
}

/** A heading and a short text in the middle of the page: empty states, 404, sign-in required. */
export function CenteredMessage({ title, text, children }: CenteredMessageProps) {
  return (
    <Root>
      <h1>{title}</h1>
      {text && <p>{text}</p>}
      {children}
    </Root>
  );
}
