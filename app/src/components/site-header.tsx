import { focusRing, Logo } from '@school/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { company } from '../config/company';
import { paths } from '../config/paths';

const Root = styled.header`
  display: flex;
  align-items: center;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-width: 0;
    color: inherit;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a:focus-visible {
    ${focusRing()}
  }
`;

/**
 * The header of a page without the shell (the registration wizard, platform.md section 2): no app bar and no menu,
 * only the school's logo and title, which lead back to the site's home page.
 */
export function SiteHeader() {
  return (
    <Root>
      <Link to={paths.home.getHref()}>
        <Logo />
        {company.schoolTitle}
      </Link>
    </Root>
  );
}
