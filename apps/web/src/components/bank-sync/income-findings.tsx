import type { BankEvidence } from '@hitelkapu/domain/contracts/bank-data';
import type { BankSync, BankSyncPurpose } from '@hitelkapu/domain/contracts/bank-sync';
import { formatDate } from '@hitelkapu/domain/format/date';
import { formatHuf, parseAmount } from '@hitelkapu/domain/format/number';
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManualLoanAmount, useManualSalary } from '../../lib/bank-sync.ts';
import { errorText, fieldErrorsText } from '../../lib/error-text.ts';
import { HufInput } from '../credit/huf-input.tsx';
import classes from './bank-sync.module.css';

/**
 * The transactions behind a finding, folded away until the customer asks for them. The payer
 * is named above the list, so each row shows the day, the remittance and the amount, which
 * fits a phone's width.
 */
function Evidence({ items }: { items: BankEvidence[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <details className={classes.evidence}>
      <summary>{t('bankSync.evidence.show', { count: items.length })}</summary>
      <div className={classes.tableWrap}>
        <Table fz="sm" verticalSpacing={6} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bankSync.evidence.date')}</Table.Th>
              <Table.Th>{t('bankSync.evidence.remittance')}</Table.Th>
              <Table.Th className={classes.amount}>{t('bankSync.evidence.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.transactionId}>
                <Table.Td className={classes.nowrap}>{formatDate(item.bookingDate)}</Table.Td>
                <Table.Td className={classes.remittance}>
                  {item.remittance ?? item.counterpartyName ?? '–'}
                </Table.Td>
                <Table.Td className={`${classes.amount} ${classes.nowrap}`}>
                  {formatHuf(item.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </details>
  );
}

/** One monthly figure with the customer's way to correct it. */
function CorrectableFigure({
  title,
  value,
  found,
  correctLabel,
  inputLabel,
  save,
  canCorrect,
}: {
  title: string;
  value: number;
  /** The figure found in the account, when the customer's correction replaced it. */
  found: number | null;
  correctLabel: string;
  inputLabel: string;
  save: ReturnType<typeof useManualSalary>;
  canCorrect: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(String(value));
  const amount = parseAmount(text);
  const fieldError = fieldErrorsText(save.error, t).amount;
  const submit = () => {
    if (amount === null) return;
    save.mutate(amount, { onSuccess: () => setEditing(false) });
  };
  return (
    <Stack gap={6}>
      <Text size="sm" c="gray.7">
        {title}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {formatHuf(value)}
      </Text>
      {found !== null && (
        <Text size="sm" c="gray.7">
          {t('bankSync.found.corrected', { found: formatHuf(found) })}
        </Text>
      )}
      {!canCorrect ? null : editing ? (
        // Not a form of its own: the wizard around it is one, and forms do not nest.
        <div>
          <Stack gap="sm" maw={360}>
            <HufInput
              label={inputLabel}
              value={text}
              onChange={setText}
              digitsOnly
              error={fieldError}
              data-autofocus
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Enter saves the figure instead of sending the wizard's step.
                event.preventDefault();
                submit();
              }}
            />
            {save.isError && !fieldError && (
              <Alert color="red" variant="light" role="alert">
                {errorText(save.error, t)}
              </Alert>
            )}
            <Group gap="sm">
              <Button onClick={submit} loading={save.isPending} disabled={amount === null}>
                {t('bankSync.correct.save')}
              </Button>
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('bankSync.correct.cancel')}
              </Button>
            </Group>
          </Stack>
        </div>
      ) : (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            onClick={() => {
              setText(String(value));
              setEditing(true);
            }}
          >
            {correctLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * What the portal found in the customer's account: regular income by payer and existing loan
 * instalments, each with the transactions that prove it, and the figures the assessment will
 * use, which the customer may correct (the finding itself is kept beside the correction).
 */
export function IncomeFindings({
  sync,
  purpose,
  canCorrect = true,
}: {
  sync: BankSync;
  purpose: BankSyncPurpose;
  /** Whether the figures may be corrected here (the leasing calls have no correction). */
  canCorrect?: boolean;
}) {
  const { t } = useTranslation();
  const salary = useManualSalary(purpose);
  const loan = useManualLoanAmount(purpose);
  const detection = sync.detection;
  if (!detection) return null;
  return (
    <Card withBorder padding="lg" className={classes.findings}>
      <Stack gap="lg">
        <div>
          <Title order={3} size="h4">
            {t('bankSync.found.title')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {/* The months the bank gave: some banks share less than the 180 days asked for. */}
            {t(canCorrect ? 'bankSync.found.lead' : 'bankSync.found.leadReportOnly', {
              months: detection.monthsCovered,
            })}
          </Text>
        </div>

        <Stack gap="sm">
          <CorrectableFigure
            title={t('bankSync.found.income')}
            value={sync.effectiveSalary ?? detection.monthlyIncome}
            found={sync.manualSalary !== null ? detection.monthlyIncome : null}
            correctLabel={t('bankSync.correct.salary')}
            inputLabel={t('bankSync.correct.salaryLabel')}
            save={salary}
            canCorrect={canCorrect}
          />
          {detection.sources.length === 0 && <Text size="sm">{t('bankSync.found.noIncome')}</Text>}
          {detection.sources.map((source) => (
            <div key={`${source.kind}-${source.payer}`} className={classes.finding}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={600}>{t(`bankSync.kind.${source.kind}`)}</Text>
                  <Text size="sm">{source.payer}</Text>
                  <Text size="sm" c="gray.7">
                    {t('bankSync.source.months', { months: source.monthsSeen, day: source.typicalDay })}
                  </Text>
                </div>
                <Text fw={600} className={classes.nowrap}>
                  {formatHuf(source.monthlyAmount)}
                </Text>
              </Group>
              <Evidence items={source.evidence} />
            </div>
          ))}
        </Stack>

        <Stack gap="sm">
          <CorrectableFigure
            title={t('bankSync.found.instalments')}
            value={sync.effectiveLoanInstalments ?? detection.monthlyLoanInstalments}
            found={sync.manualLoanAmount !== null ? detection.monthlyLoanInstalments : null}
            correctLabel={t('bankSync.correct.loan')}
            inputLabel={t('bankSync.correct.loanLabel')}
            save={loan}
            canCorrect={canCorrect}
          />
          {detection.loanInstalments.length === 0 && (
            <Text size="sm">{t('bankSync.found.noInstalments')}</Text>
          )}
          {detection.loanInstalments.map((instalment) => (
            <div key={instalment.creditor} className={classes.finding}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{instalment.creditor}</Text>
                <Text fw={600} className={classes.nowrap}>
                  {formatHuf(instalment.monthlyAmount)}
                </Text>
              </Group>
              <Evidence items={instalment.evidence} />
            </div>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
