import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';
import { contrastRatio, type ColorTokens } from '@school/ui';

/** Every colour role of the current theme, with its contrast against the surface. */
function Palette() {
  const theme = useTheme();
  const roles = Object.entries(theme.color) as [keyof ColorTokens, string][];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 12 }}>
      {roles.map(([role, value]) => {
        const measurable = value.startsWith('#');
        return (
          <figure
            key={role}
            style={{
              margin: 0,
              border: `1px solid ${theme.color.divider}`,
              borderRadius: 8,
              overflow: 'hidden',
              background: theme.color.surface,
            }}
          >
            <div style={{ height: 56, background: value }} />
            <figcaption style={{ padding: 8, fontSize: 13 }}>
              <strong style={{ display: 'block' }}>{role}</strong>
              <code>{value}</code>
              {measurable && (
                <span style={{ display: 'block', color: theme.color.textMuted }}>
                  к surface: {contrastRatio(value, theme.color.surface).toFixed(2)}:1
                </span>
              )}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/** Text roles on their backgrounds, as the components draw them. */
function Pairs() {
  const { color } = useTheme();
  const pairs: [string, string, string][] = [
    ['Основной текст', color.text, color.surface],
    ['Вторичный текст', color.textMuted, color.surface],
    ['Кнопка', color.onPrimary, color.primary],
    ['Акцент', color.onSecondary, color.secondary],
    ['Успех', color.onSuccess, color.success],
    ['Ошибка', color.onError, color.error],
    ['Предупреждение', color.onWarning, color.warning],
    ['Ссылка', color.primaryText, color.surface],
    ['Текст ошибки', color.errorText, color.surface],
    ['Строка: Вы', color.text, color.rowCurrent],
    ['Строка: заблокирован', color.text, color.rowBanned],
  ];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {pairs.map(([name, fg, bg]) => (
        <span
          key={name}
          style={{
            color: fg,
            background: bg,
            padding: '8px 12px',
            borderRadius: 8,
            border: `1px solid ${color.divider}`,
            fontSize: 14,
          }}
        >
          {name} · {contrastRatio(fg, bg).toFixed(1)}:1
        </span>
      ))}
    </div>
  );
}

const meta = {
  title: 'Tokens/Colours',
  id: 'foundations-colours',
  parameters: {
    docs: {
      description: {
        component:
          'Colour roles of the theme. Every text/background pair passes WCAG AA (checked by packages/ui/src/theme/contrast.test.ts).',
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Roles: Story = { render: () => <Palette /> };
export const TextOnBackgrounds: Story = { render: () => <Pairs /> };
