import 'styled-components';
import type { AppTheme } from './tokens.ts';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an interface that extends the theme
  export interface DefaultTheme extends AppTheme {}
}
