import { Paper, Stack, Text } from '@mantine/core';
import { SimpleField } from '../features/application/components/simple-field.tsx';
import { SpecialField } from '../features/application/components/special-field.tsx';
import { StatementField } from '../features/application/components/statement-field.tsx';
import type { FlowQuestionPreviewProps } from '../features/staff-config/flow-preview.tsx';

/**
 * A flow question for the editor's preview, drawn by the application's own field components.
 * Fields that show the customer's own data or files (read-only values, document uploads, the
 * bank link) would call the customer's API: they are drawn as their label and help text.
 */
export function FlowQuestionPreview({ question, value, onChange, today }: FlowQuestionPreviewProps) {
  const noop = () => {};
  switch (question.type) {
    case 'SIMPLE_FIELD':
      return (
        <SimpleField
          question={question}
          value={value}
          onChange={onChange}
          onCommit={noop}
          error={undefined}
          today={today}
        />
      );
    case 'STATEMENT_PROMPT':
      return (
        <StatementField
          question={question}
          value={value}
          onChange={onChange}
          onCommit={noop}
          error={undefined}
        />
      );
    case 'SPECIAL_FIELD':
      if (question.fieldSubtype !== 'PSD2')
        return (
          <SpecialField
            question={question}
            value={value}
            error={undefined}
            onRecheck={noop}
            isRechecking={false}
          />
        );
      break;
    default:
      break;
  }
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={4}>
        <Text fw={600}>{question.label}</Text>
        {question.hint && (
          <Text size="sm" c="gray.7">
            {question.hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
