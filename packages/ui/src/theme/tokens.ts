/**
 * Design tokens shared by both themes. Colours differ per theme (see light.ts / dark.ts);
 * everything else here is the same in light and dark.
 */

/** Colour roles. `on*` is the text/icon colour drawn on top of the role's fill. */
export interface ColorTokens {
  /** Brand purple: filled buttons, active items, links. */
  primary: string;
  /** Primary fill when hovered or pressed. */
  primaryHover: string;
  /** Text/icons on a primary fill. */
  onPrimary: string;
  /** Primary used as text on surface (outlined/text buttons, links). */
  primaryText: string;
  /** Tinted primary background (selected chips, active nav item). */
  primarySubtle: string;
  /** Selected-state indicators drawn on surface (checkbox, switch, slider, stepper): 3:1 against it. */
  accent: string;
  /** Text/icons on an accent fill. */
  onAccent: string;
  /** Accent orange fill. */
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  /** Orange used as text on surface. */
  secondaryText: string;
  success: string;
  onSuccess: string;
  successText: string;
  error: string;
  errorHover: string;
  onError: string;
  errorText: string;
  /** Yellow fill for warnings; its text is dark in both themes. */
  warning: string;
  onWarning: string;
  /** Page background. */
  background: string;
  /** Cards, dialogs, drawers, inputs. */
  surface: string;
  /** Slightly raised surface: app bar, menus, hovered rows. */
  surfaceRaised: string;
  /**
   * Dialogs and drawers (elevation 3). In dark a lighter step above `surfaceRaised`: shadows do not
   * show on a dark page, so each elevation is told apart by its surface.
   */
  surfaceOverlay: string;
  /** Edge of dialogs and drawers against the scrim: transparent in light (the shadow draws it), a subtle line in dark. */
  overlayEdge: string;
  /** Main text. */
  text: string;
  /** Secondary text: helper text, captions, table headers. */
  textMuted: string;
  /** Text of disabled controls (exempt from contrast rules, WCAG 1.4.3). */
  textDisabled: string;
  /** Decorative dividers; not a boundary a user must see. */
  divider: string;
  /** Boundaries of inputs and outlined controls (3:1 against surface). */
  border: string;
  /** Keyboard focus ring. */
  focus: string;
  /** Selected text (`::selection`): a brand tint instead of the browser's blue. */
  selection: string;
  /** Text on `selection`. */
  onSelection: string;
  /** Scrim behind modal dialogs and temporary drawers. */
  overlay: string;
  /** Skeleton placeholder fill. */
  skeleton: string;
  /** Table row of the current user (grey tint). */
  rowCurrent: string;
  /** Table row of a banned user (light red tint). */
  rowBanned: string;
  /** Toast background (inverse of surface). */
  inverseSurface: string;
  onInverseSurface: string;
}

/** Spacing scale: a 4 px grid. `space(2)` is `8px`. */
export const space = (steps: number): string => `${steps * 4}px`;

export const radius = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const zIndex = { appBar: 1100, drawer: 1200, dialog: 1300, toast: 1400, tooltip: 1500 } as const;

/** Breakpoints in px; the phone layout is designed from 360 px up. */
export const breakpoint = { phone: 360, tablet: 600, desktop: 1024 } as const;

export const media = {
  /** Below the desktop breakpoint: phones and small tablets. */
  mobile: `@media (max-width: ${breakpoint.desktop - 1}px)`,
  desktop: `@media (min-width: ${breakpoint.desktop}px)`,
  phone: `@media (max-width: ${breakpoint.tablet - 1}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  slow: '300ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const font = {
  family: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  /** Large text for WCAG purposes starts at 24 px regular or 18.66 px bold. */
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

/** Fixed sizes; those the spec names (platform.md section 9) say so. */
export const size = {
  /** Spec: navigation drawer width 340. */
  navigationDrawer: '340px',
  profileDrawer: '320px',
  appBar: '64px',
  /** Spec: count cards are 170 px high on mobile, 140 px otherwise. */
  countCard: '140px',
  countCardPhone: '170px',
  /** Spec: dialog max widths 800, 600, 1200. */
  dialog: { sm: '600px', md: '800px', lg: '1200px' },
  control: { sm: '32px', md: '40px', lg: '48px' },
  icon: { xs: '14px', sm: '16px', md: '20px', lg: '24px' },
  avatar: { sm: '32px', md: '40px', lg: '64px', xl: '96px' },
  focusRing: '2px',
  /** Gap between a control and its focus ring. */
  focusOffset: '2px',
  border: '1px',
  /** Borders that carry state (checked box, OTP status, stepper dot). */
  borderStrong: '2px',
  switch: { width: '40px', height: '24px', thumb: '16px', inset: '4px' },
  otpCell: { width: '48px', height: '56px', widthPhone: '44px', heightPhone: '52px' },
  /**
   * Week schedule: one hour's height on wide screens, the subject's stripe on a lesson, the least width of a
   * block beside another (a day with overlapping lessons widens to give each that much), and the width under
   * which a block shows its start time alone (the time range needs more).
   */
  weekSchedule: { hour: '48px', stripe: '4px', lane: '96px', narrow: '120px' },
  calendarDay: { month: '96px', week: '160px', monthPhone: '64px', weekPhone: '120px', eventBarPhone: '6px' },
  stepDot: '28px',
  /** Small round buttons inside chips and toasts. */
  inlineAction: { sm: '24px', md: '28px' },
  cropArea: '320px',
  cropPreview: '96px',
  menuMaxHeight: '280px',
  tooltipMaxWidth: '240px',
  toastWidth: '360px',
  userChipMaxWidth: '260px',
  skeletonBlock: '120px',
  tableMinWidth: '720px',
  /** Least width of a table column whose long text wraps on phones. */
  tableWrapColumn: '200px',
  searchMinWidth: '240px',
  /** Least width of a course card in the catalogue grid (one column on a 360 px phone, up to three wide). */
  courseCard: '280px',
  /** The subject's colour stripe along a course card's top. */
  courseStripe: '4px',
} as const;

/** Hides content visually but keeps it for screen readers. */
export const visuallyHidden =
  'position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;';

export const elevation = {
  1: '0 1px 2px rgba(0, 0, 0, 0.12), 0 1px 3px rgba(0, 0, 0, 0.08)',
  2: '0 2px 6px rgba(0, 0, 0, 0.14), 0 4px 12px rgba(0, 0, 0, 0.08)',
  3: '0 8px 24px rgba(0, 0, 0, 0.2), 0 16px 48px rgba(0, 0, 0, 0.12)',
} as const;

export type ThemeName = 'light' | 'dark';

export interface AppTheme {
  name: ThemeName;
  color: ColorTokens;
  space: typeof space;
  radius: typeof radius;
  zIndex: typeof zIndex;
  breakpoint: typeof breakpoint;
  media: typeof media;
  motion: typeof motion;
  font: typeof font;
  size: typeof size;
  elevation: typeof elevation;
  visuallyHidden: string;
}

export const baseTokens = { space, radius, zIndex, breakpoint, media, motion, font, size, elevation, visuallyHidden };
