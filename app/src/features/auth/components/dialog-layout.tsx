import styled from 'styled-components';

/** The fields of a dialog form, one under another. */
export const DialogForm = styled.form`
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
