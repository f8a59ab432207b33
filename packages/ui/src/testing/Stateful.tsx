import { useState, type ComponentType } from 'react';

interface Controlled {
  value?: unknown;
  onChange?: (value: never) => void;
}

export type StatefulProps<P extends Controlled> = P & {
  /** The controlled component to render. */
  of: ComponentType<P>;
};

/**
 * A controlled component with state of its own, for stories: each change is kept, so the story
 * behaves as in a form, and passed on to the story's `onChange` (usually an `fn()` spy).
 */
export function Stateful<P extends Controlled>({ of: Component, ...props }: StatefulProps<P>) {
  /* the story's `value` is only the first one */
  const [value, setValue] = useState(props.value);
  const onChange = (next: P['value']) => {
    setValue(next);
    (props.onChange as ((value: P['value']) => void) | undefined)?.(next);
  };
  return <Component {...(props as unknown as P)} value={value} onChange={onChange} />;
}
