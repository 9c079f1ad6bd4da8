import type { StaffUser } from '@hitelkapu/domain/contracts/staff-admin';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { Alert, Badge, Button, Card, CloseButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { type StaffUserChange, useStaffUsers } from '../api/staff-admin.ts';
import { useStaffAdminFrame } from '../staff-admin-context.tsx';
import classes from './staff-admin.module.css';
import { ChangeStaffUserModal, CreateStaffUserModal, type PendingChange } from './staff-user-modals.tsx';

const noticeKey: Record<StaffUserChange['kind'] | 'created', string> = {
  created: 'staffAdmin.notice.created',
  roles: 'staffAdmin.notice.rolesChanged',
  disable: 'staffAdmin.notice.disabled',
  enable: 'staffAdmin.notice.enabled',
  reset: 'staffAdmin.notice.authenticatorReset',
};

function StaffUserCard({
  user,
  isSelf,
  onChange,
}: {
  user: StaffUser;
  isSelf: boolean;
  onChange: (change: PendingChange) => void;
}) {
  const { t } = useTranslation();
  const titleId = `staff-user-${user.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      className={classes.card}
      data-disabled={user.disabled}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div className={classes.identity}>
            <Group gap="xs" align="center">
              <Title order={2} size="h4" id={titleId}>
                {user.name}
              </Title>
              {isSelf && (
                <Badge variant="light" color="gray" c="gray.8" tt="none">
                  {t('staffAdmin.users.you')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="gray.7" className={classes.email}>
              {user.email}
            </Text>
          </div>
          <Badge color={user.disabled ? 'red.9' : 'teal.9'} variant="outline" size="lg" tt="none">
            {user.disabled ? t('staffAdmin.users.disabled') : t('staffAdmin.users.active')}
          </Badge>
        </Group>
        <dl className={classes.facts}>
          <div>
            <dt>{t('staffAdmin.users.roles')}</dt>
            <dd>
              <Group gap={6} component="span">
                {user.roles.map((role) => (
                  <Badge key={role} variant="outline" color="brand.8" radius="sm" tt="none" size="md">
                    {t(`staffAdmin.role.${role}`)}
                  </Badge>
                ))}
              </Group>
            </dd>
          </div>
          <div>
            <dt>{t('staffAdmin.users.authenticator')}</dt>
            <dd>
              {user.hasAuthenticator
                ? t('staffAdmin.users.authenticatorSet')
                : t('staffAdmin.users.authenticatorMissing')}
            </dd>
          </div>
          <div>
            <dt>{t('staffAdmin.users.createdAt')}</dt>
            <dd>{formatLongDate(user.createdAt)}</dd>
          </div>
        </dl>
        <div className={classes.actions}>
          <Button variant="default" onClick={() => onChange({ kind: 'roles', user })}>
            {t('staffAdmin.users.changeRoles')}
          </Button>
          {user.hasAuthenticator && (
            <Button variant="default" onClick={() => onChange({ kind: 'reset', user })}>
              {t('staffAdmin.users.resetAuthenticator')}
            </Button>
          )}
          {user.disabled ? (
            <Button variant="default" onClick={() => onChange({ kind: 'enable', user })}>
              {t('staffAdmin.users.enable')}
            </Button>
          ) : (
            !isSelf && (
              <Button variant="default" color="red.9" onClick={() => onChange({ kind: 'disable', user })}>
                {t('staffAdmin.users.disable')}
              </Button>
            )
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** /staff/admin/staff-users: the staff accounts, a new colleague, roles, switching off and on. */
export function StaffUsersPage() {
  const { t } = useTranslation();
  const { nav, selfId } = useStaffAdminFrame();
  const users = useStaffUsers();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const items = users.data;

  return (
    <Stack gap="lg" className={classes.page}>
      {nav}
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={6} className={classes.heading}>
          <Title order={1}>{t('staffAdmin.users.title')}</Title>
          <Text c="gray.7">{t('staffAdmin.users.lead')}</Text>
        </Stack>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden />}
          onClick={() => setCreating(true)}
          className={classes.primary}
        >
          {t('staffAdmin.users.add')}
        </Button>
      </Group>

      {notice && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          className={classes.notice}
          color="teal"
          variant="light"
          role="status"
          icon={<IconCircleCheck size={20} aria-hidden />}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">{notice}</Text>
            <CloseButton size="sm" aria-label={t('common.close')} onClick={() => setNotice(null)} />
          </Group>
        </Alert>
      )}

      {users.isError ? (
        <LoadFailure
          title={t('staffAdmin.users.loadError')}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : !items ? (
        <Stack gap="md" role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((index) => (
            <Card key={index}>
              <Stack gap="sm">
                <Skeleton height={22} width="45%" />
                <Skeleton height={14} width="60%" />
                <Skeleton height={32} />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <Card>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('staffAdmin.users.emptyTitle')}
            </Title>
            <Text c="gray.7">{t('staffAdmin.users.emptyText')}</Text>
          </Stack>
        </Card>
      ) : (
        <>
          <Text size="sm" c="gray.7">
            {t('staffAdmin.users.count', { count: items.length })}
          </Text>
          <ul className={classes.list}>
            {items.map((user) => (
              <li key={user.id}>
                <StaffUserCard user={user} isSelf={user.id === selfId} onChange={setPending} />
              </li>
            ))}
          </ul>
        </>
      )}

      {creating && (
        <CreateStaffUserModal
          onClose={() => setCreating(false)}
          onCreated={(user) => {
            setCreating(false);
            setNotice(t(noticeKey.created, { name: user.name }));
          }}
        />
      )}
      {pending && (
        <ChangeStaffUserModal
          change={pending}
          onClose={() => setPending(null)}
          onDone={(user, kind) => {
            setPending(null);
            setNotice(t(noticeKey[kind], { name: user.name }));
          }}
        />
      )}
    </Stack>
  );
}
