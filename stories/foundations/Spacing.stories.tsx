import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';

function Tokens() {
  const theme = useTheme();
  const { color } = theme;
  const surfaceAt = { 1: color.surface, 2: color.surfaceRaised, 3: color.surfaceOverlay };
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <section>
        <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>Отступы: theme.space(n) = n × 4px</h2>
        <div style={{ display: 'grid', gap: 6 }}>
          {[1, 2, 3, 4, 5, 6, 8, 12].map((n) => (
            <div key={n} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <code style={{ width: 96, color: color.textMuted }}>
                space({n}) {theme.space(n)}
              </code>
              <span style={{ width: theme.space(n), height: 12, background: color.primary, borderRadius: 2 }} />
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>Скругления и тени</h2>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {(Object.entries(theme.radius) as [string, string][]).map(([name, r]) => (
            <div
              key={name}
              style={{
                width: 88,
                height: 64,
                borderRadius: r,
                background: color.surface,
                border: `1px solid ${color.border}`,
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
              }}
            >
              {name}
            </div>
          ))}
          {([1, 2, 3] as const).map((level) => (
            <div
              key={level}
              style={{
                width: 88,
                height: 64,
                borderRadius: 8,
                /* in dark the surface tells the levels apart, the shadow hardly shows */
                background: surfaceAt[level],
                boxShadow:
                  level === 3 ? `inset 0 0 0 1px ${color.overlayEdge}, ${theme.elevation[3]}` : theme.elevation[level],
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
              }}
            >
              elevation {level}
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>Размеры и точки перелома</h2>
        <ul style={{ margin: 0, paddingLeft: 20, fontSize: 14 }}>
          <li>
            Телефон от {theme.breakpoint.phone}px, планшет от {theme.breakpoint.tablet}px, десктоп от{' '}
            {theme.breakpoint.desktop}px
          </li>
          <li>
            Навигация {theme.size.navigationDrawer}, верхняя панель {theme.size.appBar}
          </li>
          <li>
            Карточка-счётчик {theme.size.countCard}, на телефоне {theme.size.countCardPhone}
          </li>
          <li>
            Диалоги {theme.size.dialog.sm} / {theme.size.dialog.md} / {theme.size.dialog.lg}
          </li>
          <li>
            Анимации {theme.motion.fast} / {theme.motion.normal} / {theme.motion.slow}; при prefers-reduced-motion
            отключаются
          </li>
        </ul>
      </section>
    </div>
  );
}

const meta = { title: 'Tokens/Spacing and sizes', id: 'foundations-spacing-and-sizes' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <Tokens /> };
