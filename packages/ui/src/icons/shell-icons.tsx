/**
 * The few icons the app's first download draws (the app bar's menu, the drawer's and a badge's close, the toasts'
 * kinds), as plain SVG with lucide's own shapes and attributes (lucide 1.x, ISC licence): lucide-react's icon
 * builder, which every other component uses, would add about 3 kB gzip to that download for six icons
 * (docs/decisions/035). Drawn exactly as lucide draws them, so nothing on screen changes.
 */
import type { SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function shellIcon(name: string, shapes: readonly (readonly [tag: 'path' | 'circle' | 'line', attributes: object])[]) {
  function ShellIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        className={['lucide', `lucide-${name}`, className].filter(Boolean).join(' ')}
        {...props}
      >
        {shapes.map(([Tag, attributes], index) => (
          <Tag key={index} {...attributes} />
        ))}
      </svg>
    );
  }
  ShellIcon.displayName = `ShellIcon(${name})`;
  return ShellIcon;
}

export const MenuIcon = shellIcon('menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);

export const CloseIcon = shellIcon('x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);

export const SuccessIcon = shellIcon('circle-check', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
]);

export const InfoIcon = shellIcon('info', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 16v-4' }],
  ['path', { d: 'M12 8h.01' }],
]);

export const WarningIcon = shellIcon('triangle-exclamation-point', [
  ['path', { d: 'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3' }],
  ['path', { d: 'M12 9v4' }],
  ['path', { d: 'M12 17h.01' }],
]);

export const ErrorIcon = shellIcon('circle-exclamation-point', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
  ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
]);
