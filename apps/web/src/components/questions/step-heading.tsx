import { Text, Title } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import headingClasses from '../focus-heading.module.css';

/**
 * A step's title and lead. The title takes the focus after a move (tabIndex -1), so a screen
 * reader reads where the customer is; the card around it is labelled by its id.
 */
export function StepHeading({
  id,
  headingRef,
  title,
  description,
  children,
}: {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  description: string | null | undefined;
  /** Anything under the lead (the wizard's time estimate of the step). */
  children?: ReactNode;
}) {
  return (
    <div>
      <Title order={2} id={id} ref={headingRef} tabIndex={-1} className={headingClasses.focusHeading}>
        {title}
      </Title>
      {description && (
        <Text c="gray.7" mt={6}>
          {description}
        </Text>
      )}
      {children}
    </div>
  );
}
