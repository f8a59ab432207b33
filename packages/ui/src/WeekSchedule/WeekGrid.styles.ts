import styled from 'styled-components';

/** The wide screen's week: a column a day over the hours. */
export const Grid = styled.div`
  --lane: ${({ theme }) => theme.size.weekSchedule.lane};
  --hour-labels: ${({ theme }) => theme.space(12)};
  /* a day without lessons keeps room for its heading ('ПТ 20') when days of lessons side by side take the width */
  --empty-day: ${({ theme }) => theme.space(8)};
  display: grid;
  min-width: 0;
  /* a day of lessons side by side widens (weekSchedule.lane each); past the card's width the grid scrolls, not the page */
  overflow-x: auto;

  [data-part='day'] {
    display: contents;
  }
  [data-part='day-head'] {
    margin: 0;
    padding: ${({ theme }) => theme.space(1)};
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.color.textMuted};
    text-align: center;
    text-transform: uppercase;
  }
  [data-part='day-head'] [data-part='date'] {
    display: block;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.text};
  }
  [data-today] [data-part='day-head'] [data-part='date'] {
    color: ${({ theme }) => theme.color.primaryText};
  }
  [data-part='hours'],
  [data-part='column'] {
    position: relative;
    height: calc(var(--hours) * ${({ theme }) => theme.size.weekSchedule.hour});
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* a line on every hour, the last one too: a lesson that ends with the day is seen to end, not to be cut */
  [data-part='column'] {
    border-left: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.divider};
    background-image: linear-gradient(${({ theme }) => theme.color.divider} 1px, transparent 1px);
    background-size: 100% ${({ theme }) => theme.size.weekSchedule.hour};
  }
  [data-today] [data-part='column'] {
    background-color: ${({ theme }) => theme.color.primarySubtle};
  }
  [data-part='corner'] {
    grid-row: 1;
    grid-column: 1;
  }
  [data-part='hours'] {
    grid-row: 2;
    grid-column: 1;
    /* room for the last hour's label, which sits on the grid's bottom line */
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  [data-part='hours'] span {
    position: absolute;
    right: ${({ theme }) => theme.space(2)};
    transform: translateY(-50%);
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    font-variant-numeric: tabular-nums;
  }
  [data-part='column'] li {
    position: absolute;
    display: flex;
    padding: 1px;
    container: lesson / inline-size;
  }
`;
