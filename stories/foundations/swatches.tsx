/**
 * The token views shown by the Tokens stories and, light and dark side by side, by the introduction
 * page (stories/Introduction.mdx). Each reads the theme it is rendered in.
 */
import { useTheme } from 'styled-components';
import { contrastRatio, type ColorTokens } from '@school/ui';

/** Every colour role of the current theme, with its contrast against the surface. */
export function Palette() {
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
export function Pairs() {
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

/** Font sizes and weights. */
export function TypeSamples() {
  const { font, color } = useTheme();
  const sizes = Object.entries(font.size) as [string, string][];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, color: color.textMuted }}>
        Inter, один переменный шрифт на все начертания (пакет @fontsource-variable/inter, кириллица и латиница),{' '}
        {font.family}
      </p>
      {sizes.map(([name, size]) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '96px 1fr', alignItems: 'baseline', gap: 16 }}>
          <code style={{ color: color.textMuted }}>
            {name} · {size}
          </code>
          <span style={{ fontSize: size, lineHeight: font.lineHeight.tight }}>
            Съешь же еще этих мягких французских булок
          </span>
        </div>
      ))}
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {(Object.entries(font.weight) as [string, number][]).map(([name, weight]) => (
          <span key={name} style={{ fontWeight: weight }}>
            {name} {weight}
          </span>
        ))}
      </div>
    </div>
  );
}

/** Spacing, radii, elevation, fixed sizes and breakpoints. */
export function SpacingAndSizes() {
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
            Карточка-счетчик {theme.size.countCard}, на телефоне {theme.size.countCardPhone}
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
