import type { FlowQuestion } from '@hitelkapu/domain/contracts/application';
import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readonlyFieldQuery } from '../api/application.ts';
import classes from './application.module.css';

/** The source a read-only field shows (profile.fullName, offer.amount, ...), from its configuration. */
export function useReadonlySource(question: FlowQuestion) {
  return useQuery({ ...readonlyFieldQuery(question.fieldId), enabled: question.type === 'READONLY_FIELD' });
}

/** A READONLY_FIELD: a label and the value the server prepared, not editable. */
export function ReadonlyField({
  question,
  values,
}: {
  question: FlowQuestion;
  /** Display-ready values by source (GET my-loan-application-base-data). */
  values: Record<string, string> | undefined;
}) {
  const { t } = useTranslation();
  const config = useReadonlySource(question);
  const value = config.data && values ? values[config.data.source] : undefined;
  return (
    <dl className={classes.readonlyField}>
      <dt>{question.label}</dt>
      <dd>
        {config.isPending || (config.isSuccess && !values) ? (
          <Skeleton height={18} width={160} />
        ) : (
          value || t('application.readonly.missing')
        )}
      </dd>
    </dl>
  );
}
