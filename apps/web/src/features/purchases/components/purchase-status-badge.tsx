import type { PurchaseStatus } from '@hitelkapu/domain/status/purchase';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A Record keyed by every status: a new status is a type error until it has a colour.
const statusColor: Record<PurchaseStatus, string> = {
  CREATED: 'gray',
  LINKED: 'brand',
  APPLICATION_STARTED: 'brand',
  APPLICATION_UNDER_REVIEW: 'brand',
  LOAN_APPROVED: 'green',
  MONEY_TRANSFERRED: 'green',
  PAID: 'gray',
  REVOKED: 'gray',
  CANCELLED: 'gray',
  DENIED: 'gray',
};

/** Where a purchase stands (spec §4 "Purchase lifecycle"), in the customer's words. */
export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={statusColor[status]} radius="sm" style={{ flexShrink: 0 }}>
      {t(`purchase.status.${status}`)}
    </Badge>
  );
}
