import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { staffMenuOf } from '../staff-menu.ts';
import { useStaffSessionStore } from '../staff-session-store.ts';
import classes from './staff.module.css';

/** The staff's pages their roles open: the queues for reviewers, the editor, the administration. */
export function StaffNav() {
  const { t } = useTranslation();
  const staff = useStaffSessionStore((state) => state.staff);
  const pages = staffMenuOf(staff?.roles ?? []);
  if (pages.length < 2) return null;
  return (
    <nav aria-label={t('staff.nav.label')}>
      <Group gap="xs" className={classes.tabs}>
        {pages.map((page) => (
          <NavLink key={page.path} to={page.path} className={classes.tab}>
            {t(page.label)}
          </NavLink>
        ))}
      </Group>
    </nav>
  );
}
