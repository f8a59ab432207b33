/**
 * Blocks for the docs pages (packages/ui/src/<Component>/<Component>.mdx and stories/Introduction.mdx).
 * Docs pages are not wrapped by the preview's theme decorator, so every live example here brings its
 * own ThemeProvider (without the page-wide GlobalStyle, which belongs to the story frames).
 */
import type { CSSProperties, ReactNode } from 'react';
import { ThemeProvider, themes, type ThemeName } from '@school/ui';

const light = themes.light.color;

/** One themed box a live example sits in. */
function Frame({ theme, children, style }: { theme: ThemeName; children: ReactNode; style?: CSSProperties }) {
  const { color, font } = themes[theme];
  return (
    <ThemeProvider theme={theme} global={false}>
      <div
        data-theme={theme}
        style={{
          background: color.background,
          color: color.text,
          fontFamily: font.family,
          fontSize: font.size.md,
          lineHeight: font.lineHeight.normal,
          padding: 16,
          minWidth: 0,
          ...style,
        }}
      >
        {children}
      </div>
    </ThemeProvider>
  );
}

/** Do and Don't side by side (stacked on a narrow page). */
export function DoDont({ children }: { children: ReactNode }) {
  return (
    <div
      className="sb-unstyled"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        gap: 16,
        margin: '16px 0',
      }}
    >
      {children}
    </div>
  );
}

function Verdict({ good, caption, children }: { good: boolean; caption: ReactNode; children?: ReactNode }) {
  const tone = good ? light.successText : light.errorText;
  return (
    <figure
      style={{ margin: 0, border: `1px solid ${light.divider}`, borderTop: `4px solid ${tone}`, borderRadius: 8 }}
    >
      {children && (
        <Frame theme="light" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
          {children}
        </Frame>
      )}
      <figcaption style={{ padding: '8px 12px', fontSize: 14, color: light.text }}>
        <strong style={{ color: tone }}>{good ? 'Так' : 'Не так'}.</strong> {caption}
      </figcaption>
    </figure>
  );
}

/** A recommended use, with an optional live example. */
export const Do = ({ caption, children }: { caption: ReactNode; children?: ReactNode }) => (
  <Verdict good caption={caption}>
    {children}
  </Verdict>
);

/** A use to avoid, with an optional live example. */
export const Dont = ({ caption, children }: { caption: ReactNode; children?: ReactNode }) => (
  <Verdict good={false} caption={caption}>
    {children}
  </Verdict>
);

/** The same content in the light and the dark theme, side by side (for the tokens on the introduction page). */
export function BothThemes({ children }: { children: ReactNode }) {
  return (
    <div
      className="sb-unstyled"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', margin: '16px 0' }}
    >
      {(['light', 'dark'] as const).map((theme) => (
        <Frame key={theme} theme={theme}>
          <p style={{ margin: '0 0 12px', fontWeight: 600 }}>{theme === 'light' ? 'Светлая тема' : 'Тёмная тема'}</p>
          {children}
        </Frame>
      ))}
    </div>
  );
}
