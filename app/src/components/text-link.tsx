import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** An in-app link in running text, in the theme's link colour. */
export const TextLink = styled(Link)`
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
