/* Icons of 'Новые пользователи' (lucide's shapes, as the app's other own icons in components/icons.tsx). */

function Icon({ d }: { d: readonly string[] }) {
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
      {d.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

/** lucide `trash-2`. */
export function TrashIcon() {
  return (
    <Icon
      d={[
        'M3 6h18',
        'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
        'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
        'M10 11v6',
        'M14 11v6',
      ]}
    />
  );
}

/** lucide `copy`. */
export function CopyIcon() {
  return (
    <Icon
      d={[
        'M8 8h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z',
        'M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2',
      ]}
    />
  );
}

/** lucide `send`. */
export function SendIcon() {
  return (
    <Icon
      d={[
        'M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z',
        'm21.854 2.147-10.94 10.939',
      ]}
    />
  );
}

/** lucide `refresh-cw`. */
export function RefreshIcon() {
  return (
    <Icon
      d={[
        'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8',
        'M21 3v5h-5',
        'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16',
        'M8 16H3v5',
      ]}
    />
  );
}
