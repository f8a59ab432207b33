import { Card, type CardProps } from '@school/ui';
import { useId, type ReactNode } from 'react';

export interface SettingsSectionProps extends Omit<CardProps, 'title'> {
  /** The section's heading, which also names its region landmark. */
  title: string;
  children: ReactNode;
}

/** One card of the settings page: a region named by its own heading, so screen readers list it. */
export function SettingsSection({ title, children, ...rest }: SettingsSectionProps) {
  const id = useId();
  return (
    <Card title={<span id={id}>{title}</span>} aria-labelledby={id} {...rest}>
      {children}
    </Card>
  );
}
