import styled from 'styled-components';

/** A secondary line of text: counts, empty states, hints under a card's heading. */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A list of cards or rows, without bullets and browser indents. */
export const PlainList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
