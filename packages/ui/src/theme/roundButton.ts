import { css, type DefaultTheme } from 'styled-components';

/**
 * A round button with no chrome of its own: the icon centred on a transparent ground, in the
 * colour of the text around it. Icon buttons, a chip's remove button, a toast's close button and
 * the number field's steppers differ only in diameter and in what they do on hover.
 */
export const roundButton = (diameter: (theme: DefaultTheme) => string) => css`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => diameter(theme)};
  height: ${({ theme }) => diameter(theme)};
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
