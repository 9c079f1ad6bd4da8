import { AppShell, Badge, Burger, Button, Group, Indicator, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuildingStore,
  IconChecklist,
  IconFileText,
  IconLogout,
  IconShoppingBag,
  IconUserCircle,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, NavLink as RouterNavLink } from 'react-router';
import { todoCountQuery } from '../../lib/todo-count.ts';
import { useLogout } from '../../lib/use-logout.ts';
import { BrandLogo } from '../brand-logo.tsx';
import { SiteFooter } from './site-footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

const navItems = [
  { to: '/user/profile', label: 'nav.profile', icon: IconUserCircle },
  { to: '/user/todos', label: 'nav.todos', icon: IconChecklist },
  { to: '/user/applications', label: 'nav.applications', icon: IconFileText },
  { to: '/user/purchase-history', label: 'nav.purchases', icon: IconShoppingBag },
  { to: '/stores', label: 'nav.stores', icon: IconBuildingStore },
] as const;

export function UserLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const logout = useLogout();
  // The count of open to-dos, polled while the customer is here (spec §9); no badge when it fails.
  const todoCount = useQuery(todoCountQuery()).data?.count ?? 0;

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            {/* On a phone the menu is closed: a dot on its button says something is to be done. */}
            <Indicator
              hiddenFrom="md"
              color="red.8"
              size={10}
              offset={4}
              disabled={todoCount === 0 || opened}
            >
              <Burger
                opened={opened}
                onClick={toggle}
                size="sm"
                aria-label={
                  todoCount > 0 ? t('nav.openMenuWithTodos', { count: todoCount }) : t('nav.openMenu')
                }
              />
            </Indicator>
            <BrandLogo to="/user/profile" />
          </Group>
        </Group>
      </AppShell.Header>
      {/* On phones the floating call-back and basket buttons cover the bottom corner; logout stays above them. */}
      <AppShell.Navbar p="md" pb={{ base: 148, md: 'md' }} aria-label={t('nav.label')}>
        <Stack justify="space-between" h="100%">
          <Stack gap={4}>
            {navItems.map(({ to, label, icon: Icon }) => {
              const count = to === '/user/todos' ? todoCount : 0;
              return (
                <NavLink
                  key={to}
                  component={RouterNavLink}
                  to={to}
                  label={t(label)}
                  // The badge's figure alone says little to a screen reader: the link says what it counts.
                  aria-label={count > 0 ? t('nav.todosWithCount', { count }) : undefined}
                  leftSection={<Icon size={20} aria-hidden />}
                  rightSection={
                    count > 0 ? (
                      <Badge size="sm" circle={count < 10} color="red.8" aria-hidden>
                        {count}
                      </Badge>
                    ) : undefined
                  }
                  onClick={close}
                />
              );
            })}
          </Stack>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconLogout size={18} aria-hidden />}
            loading={logout.isPending}
            onClick={() => logout.mutate()}
          >
            {t('nav.logout')}
          </Button>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} bg="gray.0">
        <Outlet />
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
