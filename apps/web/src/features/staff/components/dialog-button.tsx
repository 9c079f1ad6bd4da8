import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A case action that opens its dialog, described by the case's heading for screen readers. */
export function DialogButton({
  icon,
  describedBy,
  onClick,
  children,
  ...style
}: Pick<ButtonProps, 'variant' | 'color'> & {
  icon: ReactNode;
  describedBy: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      {...style}
      leftSection={icon}
      aria-haspopup="dialog"
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
