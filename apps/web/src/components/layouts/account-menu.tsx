import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileText, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogout } from '../../lib/use-logout.ts';

/**
 * The way out of a focused journey (onboarding, assessment, offers, application): one compact
 * button that opens the profile, the applications and logout. Mantine's menu is a WAI-ARIA
 * menu button: Enter, Space or ↓ opens it, the arrows move, Esc closes and returns the focus.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    // No focus placeholder inside the menu (a menu holds menu items only, WAI-ARIA and axe):
    // opening moves the focus to the first item instead, which is why the items are tabbable.
    <Menu
      position="bottom-end"
      width={220}
      shadow="md"
      radius="md"
      withInitialFocusPlaceholder={false}
      menuItemTabIndex={0}
    >
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconUserCircle size={20} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          loading={logout.isPending}
        >
          {t('nav.accountMenu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('nav.accountMenu')}>
        <Menu.Item component={Link} to="/user/profile" leftSection={<IconUserCircle size={18} aria-hidden />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/user/applications"
          leftSection={<IconFileText size={18} aria-hidden />}
        >
          {t('nav.applications')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden />} onClick={() => logout.mutate()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
