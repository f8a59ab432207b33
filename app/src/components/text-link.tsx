import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const linkInText = css`
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** An in-app link in running text, in the theme's link colour. */
export const TextLink = styled(Link)`
  ${linkInText}
`;

/**
 * An action in running text that opens something on the page (the offer's dialog), drawn as TextLink: inline, so it
 * wraps with the sentence where a Button, a box of its own with padding, breaks the line out of alignment.
 */
export const TextButton = styled.button.attrs({ type: 'button' })`
  ${linkInText}
  display: inline;
  padding: 0;
  border: none;
  background: none;
  font-size: inherit;
  font-family: inherit;
  line-height: inherit;
  text-align: inherit;
  cursor: pointer;
`;
