import type { OfferQuote } from '@hitelkapu/domain/contracts/offers';
import { repaymentSchedule, totalRepayable } from '@hitelkapu/domain/finance/annuity';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import classes from './offers.module.css';

/**
 * "Törlesztési terv": month by month, computed by the engine that made the quote
 * (repaymentSchedule), so the rows add up to the quote's total repayable with the one-off fee.
 */
export function RepaymentScheduleModal({
  opened,
  onClose,
  productName,
  quote,
}: {
  opened: boolean;
  onClose: () => void;
  productName: string;
  quote: OfferQuote;
}) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('offers.schedule.title', { name: productName })}
      size="xl"
      fullScreen={isPhone === true}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <ScheduleTable quote={quote} />}
    </Modal>
  );
}

function ScheduleTable({ quote }: { quote: OfferQuote }) {
  const { t } = useTranslation();
  const rows = repaymentSchedule(quote.amount, quote.annualRatePercent, quote.months, quote.monthlyFee);
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const total = totalRepayable(rows, quote.disbursementFee);
  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('offers.schedule.lead', {
          amount: formatHuf(quote.amount),
          months: quote.months,
        })}
      </Text>
      {/* A native scroller that takes the keyboard focus, so the arrow keys scroll the rows. */}
      <Table.ScrollContainer
        type="native"
        minWidth={560}
        maxHeight={420}
        tabIndex={0}
        role="region"
        aria-label={t('offers.schedule.caption')}
      >
        <Table striped stickyHeader tabularNums className={classes.scheduleTable}>
          <Table.Caption className={classes.visuallyHiddenCaption}>
            {t('offers.schedule.caption')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('offers.schedule.month')}</Table.Th>
              <Table.Th scope="col">{t('offers.schedule.payment')}</Table.Th>
              <Table.Th scope="col">{t('offers.schedule.principal')}</Table.Th>
              <Table.Th scope="col">{t('offers.schedule.interest')}</Table.Th>
              <Table.Th scope="col">{t('offers.schedule.fee')}</Table.Th>
              <Table.Th scope="col">{t('offers.schedule.balance')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.month}>
                <Table.Th scope="row" fw={400}>
                  {t('offers.schedule.monthNumber', { month: row.month })}
                </Table.Th>
                <Table.Td>{formatHuf(row.payment)}</Table.Td>
                <Table.Td>{formatHuf(row.principal)}</Table.Td>
                <Table.Td>{formatHuf(row.interest)}</Table.Td>
                <Table.Td>{formatHuf(row.fee)}</Table.Td>
                <Table.Td>{formatHuf(row.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('offers.schedule.sum')}</Table.Th>
              <Table.Td fw={600}>{formatHuf(sum((row) => row.payment))}</Table.Td>
              <Table.Td fw={600}>{formatHuf(sum((row) => row.principal))}</Table.Td>
              <Table.Td fw={600}>{formatHuf(sum((row) => row.interest))}</Table.Td>
              <Table.Td fw={600}>{formatHuf(sum((row) => row.fee))}</Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <dl className={classes.scheduleTotals}>
        <div>
          <dt>{t('offers.schedule.disbursementFee')}</dt>
          <dd>{formatHuf(quote.disbursementFee)}</dd>
        </div>
        <div>
          <dt>{t('offers.schedule.total')}</dt>
          <dd>{formatHuf(total)}</dd>
        </div>
      </dl>
    </Stack>
  );
}
