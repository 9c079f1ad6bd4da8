import type {
  StaffBankEvidence,
  StaffCaseScoring,
  StaffKycOutcome,
} from '@hitelkapu/domain/contracts/staff-case-evidence';
import { formatDateTime, formatLongDate } from '@hitelkapu/domain/format/date';
import { formatPercent } from '@hitelkapu/domain/format/number';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hufInText } from '../../../lib/format-text.ts';
import classes from './case-evidence.module.css';
import { Figures, reasonText } from './case-parts.tsx';

/** A percent figure with the decimals it has: 50,0 %, 6,25 %, 30,25 %. */
const percent = (value: number) =>
  formatPercent(value / 100, Number.isInteger(Math.round(value * 1000) / 100) ? 1 : 2);

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={4} size="h5" mb={8} id={id}>
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

const money = (value: number | null, t: TFunction) =>
  value === null ? t('staff.evidence.unknown') : hufInText(value);

/** The automated decision in the reviewer's words, and the figures it was made on. */
export function ScoringEvidence({ scoring }: { scoring: StaffCaseScoring | null }) {
  const { t } = useTranslation();
  const reasonsId = useId();
  if (!scoring)
    return (
      <Section title={t('staff.evidence.scoring.title')}>
        <Text size="sm" c="gray.7">
          {t('staff.evidence.scoring.none')}
        </Text>
      </Section>
    );
  const within =
    scoring.jtmRatioPercent !== null &&
    scoring.jtmLimitPercent !== null &&
    scoring.jtmRatioPercent <= scoring.jtmLimitPercent;
  const { regulatory, policy } = scoring;
  const figures: [string, string][] = [
    [t('staff.evidence.scoring.netIncome'), money(scoring.netIncome, t)],
    [t('staff.evidence.scoring.assessedNetIncome'), money(scoring.assessedNetIncome, t)],
    [t('staff.evidence.scoring.existingInstalments'), money(scoring.existingInstalments, t)],
    [
      t('staff.evidence.scoring.revolving'),
      t('staff.evidence.scoring.revolvingValue', {
        limit: hufInText(scoring.revolvingLimits),
        monthly: hufInText(scoring.revolvingMonthly),
      }),
    ],
    [t('staff.evidence.scoring.newInstalment'), hufInText(scoring.newInstalment)],
    [t('staff.evidence.scoring.maxNewInstalment'), money(scoring.maxNewInstalment, t)],
    [
      t('staff.evidence.scoring.thm'),
      t('staff.evidence.scoring.thmValue', {
        thm: percent(scoring.thmPercent),
        cap: percent(scoring.thmCapPercent),
      }),
    ],
  ];
  const rules: [string, string][] = [
    [
      t('staff.evidence.scoring.baseRate'),
      regulatory.baseRateEffectiveFrom
        ? t('staff.evidence.scoring.baseRateValue', {
            rate: percent(regulatory.baseRatePercent),
            from: formatLongDate(regulatory.baseRateEffectiveFrom),
          })
        : percent(regulatory.baseRatePercent),
    ],
    [
      t('staff.evidence.scoring.thmCapMargin'),
      t('staff.evidence.scoring.points', { points: regulatory.thmCapMarginPoints }),
    ],
    [t('staff.evidence.scoring.jtmThreshold'), hufInText(regulatory.jtmIncomeThreshold)],
    [
      t('staff.evidence.scoring.jtmLimits'),
      t('staff.evidence.scoring.jtmLimitsValue', {
        below: percent(regulatory.jtmLimitBelowPercent),
        above: percent(regulatory.jtmLimitAtOrAbovePercent),
      }),
    ],
    [t('staff.evidence.scoring.revolvingShare'), percent(regulatory.jtmRevolvingSharePercent)],
    [t('staff.evidence.scoring.minimumNetIncome'), hufInText(regulatory.minimumNetIncome)],
    [t('staff.evidence.scoring.incomeDrop'), percent(policy.incomeDropReferPercent)],
    [
      t('staff.evidence.scoring.minimumEmployment'),
      t('staff.evidence.scoring.months', { count: policy.minimumEmploymentMonths }),
    ],
  ];
  return (
    <Section title={t('staff.evidence.scoring.title')}>
      <Figures
        items={[
          [
            t('staff.evidence.scoring.decision'),
            t(`staff.evidence.scoring.decisionValue.${scoring.decision}`, { defaultValue: scoring.decision }),
          ],
          [t('staff.evidence.scoring.decidedAt'), formatDateTime(scoring.decidedAt)],
        ]}
      />
      <div>
        <h5 className={classes.subtitle} id={reasonsId}>
          {t('staff.evidence.scoring.reasons')}
        </h5>
        {scoring.reasons.length > 0 ? (
          <ul className={classes.findings} aria-labelledby={reasonsId}>
            {[...new Set(scoring.reasons)].map((code) => (
              <li key={code}>
                <Text size="sm">{reasonText(code, t)}</Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" c="gray.7">
            {t('staff.evidence.scoring.noReasons')}
          </Text>
        )}
      </div>
      <div>
        <h5 className={classes.subtitle}>{t('staff.evidence.scoring.figures')}</h5>
        <Group gap="xs" mb={8} align="center">
          <Text size="sm">
            {t('staff.evidence.scoring.jtm')}:{' '}
            <strong>
              {scoring.jtmRatioPercent === null
                ? t('staff.evidence.unknown')
                : t('staff.evidence.scoring.jtmValue', {
                    ratio: percent(scoring.jtmRatioPercent),
                    limit: scoring.jtmLimitPercent === null ? '–' : percent(scoring.jtmLimitPercent),
                  })}
            </strong>
          </Text>
          {scoring.jtmRatioPercent !== null && (
            <Badge variant="light" color={within ? 'green' : 'red'} radius="sm">
              {t(within ? 'staff.evidence.scoring.jtmWithin' : 'staff.evidence.scoring.jtmOver')}
            </Badge>
          )}
        </Group>
        <Figures items={figures} />
      </div>
      <div>
        <h5 className={classes.subtitle}>
          {t('staff.evidence.scoring.regulatory', {
            day: scoring.ruleDay ? formatLongDate(scoring.ruleDay) : formatLongDate(scoring.decidedAt),
          })}
        </h5>
        <Figures items={rules} />
      </div>
    </Section>
  );
}

/** The bank data the income rests on, or that it was declared. Account numbers arrive masked. */
export function BankEvidence({ evidence }: { evidence: StaffBankEvidence | null }) {
  const { t } = useTranslation();
  const accountsId = useId();
  const sourcesId = useId();
  if (!evidence)
    return (
      <Section title={t('staff.evidence.bank.title')}>
        <Text size="sm">{t('staff.evidence.bank.declared')}</Text>
      </Section>
    );
  const when = (value: string | null) => (value ? formatDateTime(value) : t('staff.evidence.unknown'));
  const figures: [string, string][] = [
    [
      t('staff.evidence.bank.provider'),
      t(`staff.evidence.bank.providerName.${evidence.provider}`, { defaultValue: evidence.provider }),
    ],
    [t('staff.evidence.bank.bank'), evidence.bankName ?? t('staff.evidence.unknown')],
    [
      t('staff.evidence.bank.purpose'),
      t(`staff.evidence.bank.purposeName.${evidence.purpose}`, { defaultValue: evidence.purpose }),
    ],
    [t('staff.evidence.bank.consentGivenAt'), when(evidence.consentGivenAt)],
    [t('staff.evidence.bank.consentExpiresAt'), when(evidence.consentExpiresAt)],
    [
      t('staff.evidence.bank.monthsCovered'),
      evidence.monthsCovered === null
        ? t('staff.evidence.unknown')
        : t('staff.evidence.scoring.months', { count: evidence.monthsCovered }),
    ],
    [t('staff.evidence.bank.effectiveSalary'), money(evidence.effectiveSalary, t)],
    [t('staff.evidence.bank.detectedIncome'), money(evidence.detectedIncome, t)],
    ...(evidence.manualSalary !== null
      ? [[t('staff.evidence.bank.manualSalary'), hufInText(evidence.manualSalary)] as [string, string]]
      : []),
    [t('staff.evidence.bank.effectiveLoanInstalments'), money(evidence.effectiveLoanInstalments, t)],
  ];
  const note =
    evidence.status === 'OVERRIDDEN'
      ? t('staff.evidence.bank.overridden')
      : evidence.status === 'REVOKED'
        ? t('staff.evidence.bank.revoked')
        : evidence.bankDataDeleted
          ? t('staff.evidence.bank.dataDeleted')
          : null;
  return (
    <Section title={t('staff.evidence.bank.title')}>
      {note && (
        <Alert color="yellow" variant="light" p="sm">
          <Text size="sm">{note}</Text>
        </Alert>
      )}
      <Figures items={figures} />
      {evidence.accounts.length > 0 && (
        <div>
          <h5 className={classes.subtitle} id={accountsId}>
            {t('staff.evidence.bank.accounts')}
          </h5>
          <ul className={classes.findings} aria-labelledby={accountsId}>
            {evidence.accounts.map((account, index) => (
              // Masked numbers may repeat; the order of the bank's list is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: accounts have no id the reviewer may see
              <li key={index}>
                <Text size="sm">
                  {t('staff.evidence.bank.account', {
                    number: account.maskedNumber ?? '••••',
                    name: account.name ?? t('staff.evidence.bank.accountUnnamed'),
                    currency: account.currency,
                  })}
                  {account.bankName ? ` · ${account.bankName}` : ''}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h5 className={classes.subtitle} id={sourcesId}>
          {t('staff.evidence.bank.incomeSources')}
        </h5>
        {evidence.incomeSources.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('staff.evidence.bank.noSources')}
          </Text>
        ) : (
          <ul className={classes.findings} aria-labelledby={sourcesId}>
            {evidence.incomeSources.map((source) => (
              <li key={`${source.payer}-${source.kind}`}>
                <Text size="sm">
                  {t('staff.evidence.bank.source', {
                    payer: source.payer,
                    kind: t(`staff.evidence.bank.sourceKind.${source.kind}`),
                    amount: hufInText(source.monthlyAmount),
                    count: source.transactionCount,
                    from: source.firstDate ? formatLongDate(source.firstDate) : '–',
                    to: source.lastDate ? formatLongDate(source.lastDate) : '–',
                    total: hufInText(source.total),
                  })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </div>
      {evidence.loanInstalments.length > 0 && (
        <div>
          <h5 className={classes.subtitle}>{t('staff.evidence.bank.loans')}</h5>
          <ul className={classes.findings}>
            {evidence.loanInstalments.map((loan) => (
              <li key={loan.creditor}>
                <Text size="sm">
                  {t('staff.evidence.bank.loan', {
                    creditor: loan.creditor,
                    amount: hufInText(loan.monthlyAmount),
                    count: loan.transactionCount,
                  })}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

/** The identity check's outcome. A match the provider did not report is said so, not guessed. */
export function KycEvidence({ kyc }: { kyc: StaffKycOutcome | null }) {
  const { t } = useTranslation();
  if (!kyc)
    return (
      <Section title={t('staff.evidence.kyc.title')}>
        <Text size="sm" c="gray.7">
          {t('staff.evidence.kyc.none')}
        </Text>
      </Section>
    );
  const yesNo = (value: boolean | null, yes = 'staff.evidence.yes', no = 'staff.evidence.no') =>
    value === null ? t('staff.evidence.notReported') : t(value ? yes : no);
  const items: [string, string][] = [
    [t('staff.evidence.kyc.provider'), kyc.provider],
    [t('staff.evidence.kyc.method'), kyc.methodTitle ?? kyc.method],
    [
      t('staff.evidence.kyc.status'),
      t(`staff.evidence.kyc.statusName.${kyc.status}`, { defaultValue: kyc.status }),
    ],
    kyc.verifiedAt
      ? [t('staff.evidence.kyc.verifiedAt'), formatDateTime(kyc.verifiedAt)]
      : [t('staff.evidence.kyc.startedAt'), formatDateTime(kyc.startedAt)],
    [t('staff.evidence.kyc.attempts'), String(kyc.attempts)],
    [
      t('staff.evidence.kyc.documentType'),
      kyc.documentType
        ? t(`staff.evidence.kyc.documentTypeName.${kyc.documentType}`)
        : t('staff.evidence.unknown'),
    ],
    ...(kyc.documentNumberMasked
      ? [[t('staff.evidence.kyc.documentNumber'), kyc.documentNumberMasked] as [string, string]]
      : []),
    [
      t('staff.evidence.kyc.liveness'),
      yesNo(kyc.livenessPassed, 'staff.evidence.kyc.passed', 'staff.evidence.kyc.failed'),
    ],
    [t('staff.evidence.kyc.nameMatched'), yesNo(kyc.nameMatched)],
    [t('staff.evidence.kyc.birthDateMatched'), yesNo(kyc.birthDateMatched)],
    ...(kyc.declineReason
      ? [
          [
            t('staff.evidence.kyc.declineReason'),
            t(`kyc.declined.${kyc.declineReason}`, { defaultValue: kyc.declineReason }),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <Section title={t('staff.evidence.kyc.title')}>
      <Figures items={items} />
    </Section>
  );
}
