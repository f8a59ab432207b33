import { Checkbox, type CheckboxProps } from '@school/ui';
import styled from 'styled-components';
import { paths } from '../config/paths';

/** The box's text before its link, and the link (issue 40): together the accessible name. */
export const CONSENT_TEXT = 'Я даю согласие на обработку персональных данных в соответствии с';
export const CONSENT_POLICY_LINK = 'Политикой обработки персональных данных';

const Root = styled(Checkbox)`
  /* Two or three lines on a phone: the box stays beside the first one, centred on it. */
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(2)} 0;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  [data-part='box'] {
    margin-top: calc((${({ theme }) => theme.font.lineHeight.normal}em - ${({ theme }) => theme.size.icon.md}) / 2);
  }
  a {
    color: ${({ theme }) => theme.color.primaryText};
  }
`;

/**
 * The consent to the processing of personal data a registration asks for (the dialog, VK ID's
 * prompt): unticked until the person ticks it. The policy opens in a new tab, so the form keeps
 * what was typed.
 */
export function ConsentCheckbox(props: Omit<CheckboxProps, 'label' | 'type'>) {
  return (
    <Root
      name="consent"
      required
      {...props}
      label={
        <>
          {CONSENT_TEXT}{' '}
          <a href={paths.privacy.getHref()} target="_blank" rel="noreferrer">
            {CONSENT_POLICY_LINK}
          </a>
        </>
      }
    />
  );
}
