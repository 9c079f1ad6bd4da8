import type { PurchaseStatus } from '@hitelkapu/domain/status/purchase';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A Record keyed by every status: a new status is a type error until it has a colour.
const statusColor: Record<PurchaseStatus, string> = {
  CREATED: 'gray',
  LINKED: 'brand',
  APPLICATION_STARTED: 'brand',
  APPLICATION_UNDER_REVIEW: 'brand',
  // Mantine's light green text on its tint reads 3.8:1 (WCAG AA needs 4.5:1); the brand teal passes.
  LOAN_APPROVED: 'brand',
  MONEY_TRANSFERRED: 'brand',
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
