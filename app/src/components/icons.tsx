/* The app's only own icons; everything else comes with @school/ui's components (lucide). Same
   24-unit grid, 2-unit stroke and currentColor as lucide, so they sit beside them unnoticed. */

import type { ReactNode } from 'react';

/** Decorative: the text beside it says what it means. The user sizes it with CSS. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function HelpIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="10" />
      <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3" />
      <path d="M12 17h.01" />
    </LineIcon>
  );
}

/** A check mark (lucide's `check`): a linked account in the settings' integrations. */
export function CheckIcon() {
  return (
    <LineIcon>
      <path d="M20 6 9 17l-5-5" />
    </LineIcon>
  );
}

/** A pencil (lucide's `pencil`): the 'Редактировать' icon buttons of the admin tables. */
export function PencilIcon() {
  return (
    <LineIcon>
      <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z" />
      <path d="m15 5 4 4" />
    </LineIcon>
  );
}
