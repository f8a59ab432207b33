import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from 'styled-components';

function Scale() {
  const { font, color } = useTheme();
  const sizes = Object.entries(font.size) as [string, string][];
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, color: color.textMuted }}>
        Inter (пакет @fontsource/inter, кириллица и латиница), {font.family}
      </p>
      {sizes.map(([name, size]) => (
        <div key={name} style={{ display: 'grid', gridTemplateColumns: '96px 1fr', alignItems: 'baseline', gap: 16 }}>
          <code style={{ color: color.textMuted }}>
            {name} · {size}
          </code>
          <span style={{ fontSize: size, lineHeight: font.lineHeight.tight }}>
            Съешь же ещё этих мягких французских булок
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

const meta = { title: 'Tokens/Typography', id: 'foundations-typography' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeScale: Story = { render: () => <Scale /> };
