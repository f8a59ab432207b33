/* The admin tables' and the settings' action icons, kept out of the shell's icons (icons.tsx) so that every
   visitor's first file does not carry what only these pages draw. */

import { LineIcon } from './icons';

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

/** lucide `refresh-cw`. */
export function RefreshIcon() {
  return (
    <LineIcon>
      <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
      <path d="M8 16H3v5" />
    </LineIcon>
  );
}

/** lucide `plus`. */
export function PlusIcon() {
  return (
    <LineIcon>
      <path d="M5 12h14" />
      <path d="M12 5v14" />
    </LineIcon>
  );
}

/** lucide `search`. */
export function SearchIcon() {
  return (
    <LineIcon>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </LineIcon>
  );
}

/** lucide `send`: the Telegram badge. */
export function SendIcon() {
  return (
    <LineIcon>
      <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
      <path d="m21.854 2.147-10.94 10.939" />
    </LineIcon>
  );
}

/** lucide `trash-2`: 'Удалить' on the new users page. */
export function TrashIcon() {
  return (
    <LineIcon>
      <path d="M3 6h18" />
      <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
      <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
      <path d="M10 11v6" />
      <path d="M14 11v6" />
    </LineIcon>
  );
}

/** lucide `copy`: 'Копировать ссылку' on the new users page. */
export function CopyIcon() {
  return (
    <LineIcon>
      <path d="M8 8h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z" />
      <path d="M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" />
    </LineIcon>
  );
}

/** lucide `calendar-plus`: the settings' 'Добавить в календарь'. */
export function CalendarPlusIcon() {
  return (
    <LineIcon>
      <path d="M16 18h6" />
      <path d="M16 2v3" />
      <path d="M19 15v6" />
      <path d="M21 11.5V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h8.3" />
      <path d="M3 9h18" />
      <path d="M8 2v3" />
    </LineIcon>
  );
}
