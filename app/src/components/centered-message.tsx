import type { ReactNode } from 'react';
import styled from 'styled-components';
import { narrowPage } from './narrow-page';

const Root = styled.section`
  ${narrowPage}
  align-items: center;
  text-align: center;

  p {
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
