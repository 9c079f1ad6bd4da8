import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './staff.module.css';

/** The staff's two queues: referred applications and customers' requests for a person's review. */
export function StaffNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staff.nav.label')}>
      <Group gap="xs" className={classes.tabs}>
        <NavLink to="/staff/reviews" className={classes.tab}>
          {t('staff.nav.reviews')}
        </NavLink>
        <NavLink to="/staff/decision-reviews" className={classes.tab}>
          {t('staff.nav.decisionReviews')}
        </NavLink>
      </Group>
    </nav>
  );
}
