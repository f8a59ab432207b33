import type { KeyboardEvent } from 'react';
import styled from 'styled-components';

/**
 * Enter in any text field submits the dialog's form. The submit button sits in the dialog's footer,
 * outside the <form>, so this is said explicitly instead of relying on implicit submission.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  if (!(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** The fields of a dialog form, one under another. */
export const DialogForm = styled.form.attrs({ onKeyDown: submitOnEnter })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};

  p {
    margin: 0;
  }
`;

/** Secondary links under a dialog form ('Забыли пароль?', 'Зарегистрироваться'). */
export const DialogLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;
