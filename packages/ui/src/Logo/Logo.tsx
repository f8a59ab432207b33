import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Svg = styled.svg`
  flex: none;
  width: ${({ theme }) => theme.size.icon.lg};
  height: ${({ theme }) => theme.size.icon.lg};

  [data-part='plate'] {
    fill: ${({ theme }) => theme.color.primary};
  }
  [data-part='cap'] {
    fill: ${({ theme }) => theme.color.onPrimary};
  }
  [data-part='tassel'] {
    stroke: ${({ theme }) => theme.color.secondary};
  }
`;

export type LogoProps = ComponentPropsWithRef<'svg'>;

/**
 * The school's mark (the same drawing as public/favicon.svg), inline so it needs no request; the
 * one logo of the app bar in the app and in the stories. Decorative: the title beside it names it.
 */
export function Logo(props: LogoProps) {
  return (
    <Svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect data-part="plate" width="32" height="32" rx="8" />
      <path data-part="cap" d="M7 13l9-5 9 5-9 5-9-5z" />
      <path data-part="tassel" d="M11 16v5c0 1.5 2.2 3 5 3s5-1.5 5-3v-5" fill="none" strokeWidth="2" />
    </Svg>
  );
}
