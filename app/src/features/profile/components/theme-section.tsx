import { Badge, Switch } from '@school/ui';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { useAppDispatch } from '../../../lib/hooks';
import { selectThemeMode, themeModeChanged } from '../../../lib/theme-slice';
import { PROFILE_TEXTS } from '../texts';
import { SettingsSection } from './settings-section';

const Row = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * 'Темная тема' applies at once and is not part of 'Сохранить': the store's themeModeChanged
 * writes the `theme` cookie, which the next page load reads.
 */
export function ThemeSection() {
  const dispatch = useAppDispatch();
  const mode = useSelector(selectThemeMode);
  const markId = useId();
  const hintId = useId();
  return (
    <SettingsSection title={PROFILE_TEXTS.appearanceSection}>
      <Row>
        <Switch
          label={PROFILE_TEXTS.darkTheme}
          checked={mode === 'dark'}
          onChange={(event) => dispatch(themeModeChanged(event.target.checked ? 'dark' : 'light'))}
          aria-describedby={`${markId} ${hintId}`}
        />
        <Badge id={markId} tone="warning">
          {PROFILE_TEXTS.experimental}
        </Badge>
      </Row>
      <Hint id={hintId}>{PROFILE_TEXTS.themeHint}</Hint>
    </SettingsSection>
  );
}
