import styled from 'styled-components';

/**
 * One row of the settings page's 'Интеграции' (VK ID, Telegram): its text on the left
 * (`data-part` title, description, status) and its buttons on the right, wrapping below on a phone.
 */
export const IntegrationRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;

  [data-part='text'] {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    /* Takes the row's width so the text wraps on a phone and the buttons go below it. */
    flex: 1 1 ${({ theme }) => theme.space(60)};
    min-width: 0;
  }
  [data-part='title'] {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  [data-part='description'] {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
  [data-part='status'] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
