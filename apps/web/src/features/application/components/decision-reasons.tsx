import { reasonCodes } from '@hitelkapu/domain/contracts/preliminary';
import { staffApprovalReasons, staffRejectionReasons } from '@hitelkapu/domain/contracts/staff-review';
import {
  type ScoringReasonCode,
  underwritingReasonCodes,
} from '@hitelkapu/domain/finance/application-scoring';
import { List } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import classes from './application.module.css';

type StaffReasonCode = (typeof staffApprovalReasons)[number] | (typeof staffRejectionReasons)[number];

const knownReasons = new Set<string>([
  ...reasonCodes,
  ...underwritingReasonCodes,
  ...staffApprovalReasons,
  ...staffRejectionReasons,
]);

/** The decision's reasons once each, in the server's order; a code without wording is never shown. */
type ShownReason = ScoringReasonCode | StaffReasonCode;

export function shownReasons(reasons: readonly string[]): ShownReason[] {
  return [...new Set(reasons)].filter((reason): reason is ShownReason => knownReasons.has(reason));
}

/**
 * A reason in plain Hungarian (tokens reason.<CODE>); where the pre-qualification's wording
 * would mislead after a full application, application.reason.<CODE> says it better.
 */
export function reasonText(reason: ShownReason, t: TFunction): string {
  return t([`application.reason.${reason}`, `reason.${reason}`]);
}

export function DecisionReasons({ reasons, labelId }: { reasons: readonly string[]; labelId: string }) {
  const { t } = useTranslation();
  const shown = shownReasons(reasons);
  if (shown.length === 0) return null;
  return (
    <List spacing="xs" aria-labelledby={labelId} className={classes.reasons}>
      {shown.map((reason) => (
        <List.Item key={reason}>{reasonText(reason, t)}</List.Item>
      ))}
    </List>
  );
}
