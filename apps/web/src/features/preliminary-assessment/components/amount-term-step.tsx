import type { FilterSettings } from '@hitelkapu/domain/contracts/offers';
import {
  type AmountTerm,
  LoanAmountTermFields,
} from '../../../components/credit/loan-amount-term-fields.tsx';
import { InstalmentEstimate } from './instalment-estimate.tsx';

const AMOUNT_FIELDS = 'wizard';
/** The ids of the step's fields, so a failed check can move the focus to them. */
export const amountInputId = `${AMOUNT_FIELDS}-amount`;
export const durationInputId = `${AMOUNT_FIELDS}-duration`;

/** Step 0 (spec §2): amount and term within the calculation config, and the instalment they give. */
export function AmountTermStep({
  settings,
  value,
  onChange,
  errors,
}: {
  settings: FilterSettings;
  value: AmountTerm;
  onChange: (value: AmountTerm) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <LoanAmountTermFields
        idPrefix={AMOUNT_FIELDS}
        settings={settings}
        value={value}
        onChange={onChange}
        errors={errors}
      />
      <InstalmentEstimate
        productId={settings.defaultOfferId}
        amount={value.amount}
        duration={value.duration}
      />
    </>
  );
}
