import { isStatementChoice } from '@hitelkapu/domain/rules/flow';
import {
  Button,
  Checkbox,
  Collapse,
  Group,
  Loader,
  Paper,
  Radio,
  ScrollArea,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { statementPromptQuery } from '../api/application.ts';
import { type FieldProps, flowInputId } from './simple-field.tsx';

/**
 * A STATEMENT_PROMPT: title, plain summary, the full text on demand and an unticked box
 * (DOMAIN "Consent": no pre-ticked boxes). Ticking answers 'true', which the server logs as
 * the acceptance. A yes/no consent (field type RADIO) offers both answers, neither chosen;
 * the server logs either one with the statement's version.
 */
export function StatementField({ question, value, onChange, onCommit, error }: Omit<FieldProps, 'today'>) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const bodyId = useId();
  const statement = useQuery({ ...statementPromptQuery(question.fieldId), enabled: opened });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text fw={600}>
          {question.label}
          {!question.isRequired && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              {t('application.question.optional')}
            </Text>
          )}
        </Text>
        {question.hint && (
          <Text size="sm" c="gray.7">
            {question.hint}
          </Text>
        )}
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            rightSection={
              opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            aria-expanded={opened}
            aria-controls={bodyId}
            onClick={toggle}
          >
            {opened ? t('application.statement.hideFull') : t('application.statement.showFull')}
          </Button>
        </div>
        <Collapse expanded={opened} id={bodyId}>
          {statement.isPending ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : statement.isError ? (
            <LoadFailure error={statement.error} onRetry={() => void statement.refetch()} />
          ) : (
            <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
              <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
                {statement.data.body}
              </Text>
            </ScrollArea.Autosize>
          )}
        </Collapse>
        {isStatementChoice(question) ? (
          // A consent to say yes or no to (Khr. tv. 5. § (5)): nothing is chosen in advance.
          <Radio.Group
            id={flowInputId(question.identifier)}
            mt={4}
            // The title above names the statement; the group's name says what is being chosen.
            label={
              <VisuallyHidden>
                {t('application.statement.choiceNamed', { title: question.label })}
              </VisuallyHidden>
            }
            value={value === 'true' || value === 'false' ? value : null}
            onChange={(next) => {
              onChange(next);
              onCommit();
            }}
            error={error}
          >
            <Group gap="lg" mt={4}>
              <Radio value="true" label={t('application.statement.choiceYes')} />
              <Radio value="false" label={t('application.statement.choiceNo')} />
            </Group>
          </Radio.Group>
        ) : (
          <Checkbox
            id={flowInputId(question.identifier)}
            mt={4}
            label={t('application.statement.accept')}
            // The visible label repeats under every statement; the name says which one it accepts.
            aria-label={t('application.statement.acceptNamed', { title: question.label })}
            checked={value === 'true'}
            onChange={(event) => {
              onChange(event.currentTarget.checked ? 'true' : 'false');
              onCommit();
            }}
            error={error}
          />
        )}
      </Stack>
    </Paper>
  );
}
