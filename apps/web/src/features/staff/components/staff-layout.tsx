import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-logo.tsx';
import { PageShell } from '../../../components/layouts/page-shell.tsx';
import { useStaffLogout } from '../api/staff-auth.ts';
import { staffHomePath } from '../staff-menu.ts';
import { useStaffSessionStore } from '../staff-session-store.ts';
import classes from './staff.module.css';

function StaffHeader() {
  const { t } = useTranslation();
  const staff = useStaffSessionStore((state) => state.staff);
  const token = useStaffSessionStore((state) => state.token);
  const logout = useStaffLogout();
  return (
    <>
      <UnstyledButton component={Link} to={staffHomePath(staff?.roles ?? [])}>
        <Group gap={10} wrap="nowrap">
          <BrandMark />
          <div>
            <Text fw={700} fz={18} c="brand.8" lh={1.15}>
              {t('app.name')}
            </Text>
            <Text size="sm" c="gray.7" lh={1.2}>
              {t('staff.app.title')}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      {token && staff && (
        <div className={classes.headerActions}>
          <Text size="sm" c="gray.7" className={classes.signedInAs}>
            {t('staff.nav.signedInAs', { name: staff.name })}
          </Text>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconLogout size={18} aria-hidden />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {t('staff.nav.logout')}
          </Button>
        </div>
      )}
    </>
  );
}

/** The frame of the staff pages: the portal's shell with the staff header. */
export function StaffLayout() {
  return <PageShell size="lg" header={<StaffHeader />} />;
}
