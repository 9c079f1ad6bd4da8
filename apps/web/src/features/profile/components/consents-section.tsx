import type { ConsentState } from '@hitelkapu/domain/contracts/consents';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import {
  Alert,
  Button,
  Card,
  Collapse,
  Divider,
  Group,
  Radio,
  ScrollArea,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { notify } from '../../../lib/notify.ts';
import { useConsents, useUpdateConsent } from '../api/data-rights.ts';

function StateLine({ consent }: { consent: ConsentState }) {
  const { t } = useTranslation();
  const [latest] = consent.history;
  let text = t('profile.consents.stateUndecided');
  if (latest && consent.decidedAt) {
    const at = formatDateTime(consent.decidedAt);
    text = latest.granted
      ? t('profile.consents.stateGiven', { at, version: latest.statementVersion })
      : t('profile.consents.stateRefused', { at });
  }
  return (
    <Text size="sm" c="gray.7">
      {text}
    </Text>
  );
}

function StatementText({ consent }: { consent: ConsentState }) {
  const { t } = useTranslation();
  const [opened, { toggle }] = useDisclosure(false);
  const bodyId = useId();
  return (
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
        {opened ? t('profile.consents.hideText') : t('profile.consents.showText')}
      </Button>
      <Collapse expanded={opened} id={bodyId}>
        <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
          <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-line' }}>
            {consent.statement.body}
          </Text>
        </ScrollArea.Autosize>
      </Collapse>
    </div>
  );
}

/**
 * One consent: a switch for offers, a yes/no for the KHR positive list (a choice that may be
 * "no" from the start). Either way one action gives or withdraws it, as easily as it was
 * given (GDPR art. 7(3)), and a toast confirms what the server logged.
 */
function ConsentRow({ consent }: { consent: ConsentState }) {
  const { t } = useTranslation();
  const update = useUpdateConsent();
  const save = (granted: boolean) =>
    update.mutate(
      {
        purpose: consent.purpose,
        granted,
        statementId: consent.statement.id,
        version: consent.statement.version,
      },
      {
        onSuccess: (state) =>
          notify(t(`profile.consents.${state.purpose}.${state.granted ? 'given' : 'withdrawn'}`), 'success'),
      },
    );
  const label = t(`profile.consents.${consent.purpose}.label`);
  return (
    <Stack gap="xs">
      {consent.purpose === 'MARKETING' ? (
        <Switch
          size="md"
          checked={consent.granted === true}
          disabled={update.isPending}
          label={label}
          description={consent.statement.summary}
          onChange={(event) => save(event.currentTarget.checked)}
        />
      ) : (
        <Radio.Group
          label={label}
          // The same size as the switch's label above it.
          labelProps={{ fz: 'md', fw: 400 }}
          descriptionProps={{ fz: 'sm' }}
          description={consent.statement.summary}
          value={consent.granted === null ? null : String(consent.granted)}
          onChange={(value) => save(value === 'true')}
        >
          <Group gap="lg" mt="xs">
            <Radio value="true" label={t('profile.consents.yes')} disabled={update.isPending} />
            <Radio value="false" label={t('profile.consents.no')} disabled={update.isPending} />
          </Group>
        </Radio.Group>
      )}
      <StateLine consent={consent} />
      <StatementText consent={consent} />
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorText(update.error, t)}
        </Alert>
      )}
    </Stack>
  );
}

export function ConsentsSection() {
  const { t } = useTranslation();
  const consents = useConsents();
  return (
    <Card component="section" aria-labelledby="profile-consents-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="profile-consents-title">
            {t('profile.consents.title')}
          </Title>
          <Text c="gray.7" mt={4}>
            {t('profile.consents.lead')}
          </Text>
        </div>
        {consents.isPending && (
          <Stack gap="sm" aria-label={t('common.loading')} role="status">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Stack>
        )}
        {consents.isError && <LoadFailure error={consents.error} onRetry={() => void consents.refetch()} />}
        {consents.isSuccess &&
          consents.data.map((consent, index) => (
            <Fragment key={consent.purpose}>
              {index > 0 && <Divider />}
              <ConsentRow consent={consent} />
            </Fragment>
          ))}
      </Stack>
    </Card>
  );
}
