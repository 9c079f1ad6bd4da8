import type { MerchantSummary } from '@hitelkapu/domain/contracts/merchants';
import type { TFunction } from 'i18next';
import { hufInText } from '../../../lib/format-text.ts';

/** "30 000 Ft és 3 000 000 Ft közötti kosárra, legfeljebb 36 hónapra". */
export function merchantRangeText(
  merchant: Pick<MerchantSummary, 'minAmount' | 'maxAmount' | 'maxMonths'>,
  t: TFunction,
): string {
  return t('stores.range', {
    min: hufInText(merchant.minAmount),
    max: hufInText(merchant.maxAmount),
    months: merchant.maxMonths,
  });
}
