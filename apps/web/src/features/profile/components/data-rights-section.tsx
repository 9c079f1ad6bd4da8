import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { notify } from '../../../lib/notify.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useDataExport } from '../api/data-rights.ts';
import { ErasureDialog } from './erasure-dialog.tsx';

/** "Adataim": the export of everything held (GDPR art. 15 and 20) and the erasure (art. 17). */
export function DataRightsSection() {
  const { t } = useTranslation();
  const dataExport = useDataExport();
  const [erasing, setErasing] = useState(false);
  return (
    <Card component="section" aria-labelledby="profile-data-rights-title">
      <Stack gap="lg">
        <div>
          <Title order={2} id="profile-data-rights-title">
            {t('profile.dataRights.title')}
          </Title>
          <Text c="gray.7" mt={4}>
            {t('profile.dataRights.lead')}
          </Text>
        </div>
        <Stack gap="xs">
          <Title order={3}>{t('profile.dataRights.export.title')}</Title>
          <Text size="sm" c="gray.7">
            {t('profile.dataRights.export.lead')}
          </Text>
          <Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={dataExport.isPending}
              onClick={() =>
                dataExport.mutate(undefined, {
                  onSuccess: ({ blob, fileName }) => {
                    saveBlob(blob, fileName);
                    notify(t('profile.dataRights.export.done'), 'success');
                  },
                })
              }
            >
              {t('profile.dataRights.export.submit')}
            </Button>
          </Group>
          {dataExport.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(dataExport.error, t)}
            </Alert>
          )}
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Title order={3}>{t('profile.dataRights.erase.title')}</Title>
          <Text size="sm" c="gray.7">
            {t('profile.dataRights.erase.lead')}
          </Text>
          <Group>
            <Button
              variant="outline"
              // The darkest red: its text and border reach 4.5:1 on white (WCAG 1.4.3).
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => setErasing(true)}
            >
              {t('profile.dataRights.erase.open')}
            </Button>
          </Group>
        </Stack>
      </Stack>
      <ErasureDialog opened={erasing} onClose={() => setErasing(false)} />
    </Card>
  );
}
