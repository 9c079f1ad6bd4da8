import { Affix, Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isSessionReady, useSessionStore } from '../../../lib/session-store.ts';
import { activePurchaseFlagQuery, myActivePurchaseQuery } from '../api/purchases.ts';
import { basketButtonTarget } from '../basket-rule.ts';

/**
 * The basket button (spec §2): back to the customer's active purchase from anywhere but the
 * checkout. Asked again on every navigation and when the window regains focus, never on a timer.
 */
export function BasketButton() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const isLoggedIn = useSessionStore((state) => isSessionReady(state.claims));
  const active = useQuery({ ...activePurchaseFlagQuery(), enabled: isLoggedIn, refetchOnWindowFocus: true });
  const hasActive = active.data?.hasActivePurchase === true;
  const purchase = useQuery({
    ...myActivePurchaseQuery(),
    enabled: isLoggedIn && hasActive,
    refetchOnWindowFocus: true,
  });

  const firstPath = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on every change of path
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: activePurchaseFlagQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: myActivePurchaseQuery().queryKey });
  }, [pathname]);

  const target = basketButtonTarget({
    isLoggedIn,
    pathname,
    active: active.data,
    purchase: hasActive ? purchase.data : null,
  });
  if (!target) return null;
  return (
    // Above the call-back button in the same corner: the user area's menu keeps the left edge.
    <Affix position={{ bottom: 84, right: 20 }} zIndex={150}>
      <Button
        component={Link}
        to={target}
        radius="xl"
        size="md"
        variant="white"
        color="brand.8"
        style={{ boxShadow: 'var(--mantine-shadow-md)', border: '1px solid var(--mantine-color-brand-7)' }}
        leftSection={<IconShoppingCart size={18} aria-hidden />}
        aria-label={t('purchase.basketButton.label')}
      >
        {t('purchase.basketButton')}
      </Button>
    </Affix>
  );
}
