import type { PublicPurchase, Purchase } from '@hitelkapu/domain/contracts/purchase';
import { purchasePublicIdSchema } from '@hitelkapu/domain/contracts/purchase-application';
import { formatDateTime } from '@hitelkapu/domain/format/date';
import { Alert, Button, Card, Center, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle, IconLogin, IconShoppingCartOff, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '../../../components/errors/load-failure.tsx';
import { ShopLink } from '../../../components/shop-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { clearCheckoutReturn, saveCheckoutReturn } from '../../../lib/checkout-return.ts';
import { errorText } from '../../../lib/error-text.ts';
import { isSessionReady, useSessionStore } from '../../../lib/session-store.ts';
import { isWebAddress } from '../../../lib/web-address.ts';
import { claimPurchaseQuery, publicPurchaseQuery, useTransferPurchase } from '../api/purchases.ts';
import { CancelPurchaseDialog } from './cancel-purchase-dialog.tsx';
import { FinancingLead, FinancingOptionCards, FinancingOptionPicker } from './financing-options.tsx';
import { BasketCard, TestPurchaseNote } from './purchase-parts.tsx';
import { PurchaseStatusBadge } from './purchase-status-badge.tsx';
import classes from './purchases.module.css';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * `/checkout/{purchaseId}` (spec §2, public, no basket button): a shop sends the customer here
 * with a purchase. Before login it shows the shop, the basket and the terms on offer, and keeps
 * the purchase for the login or registration; logged in, the customer takes the purchase,
 * chooses a term and starts the credit application.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { purchaseId = '' } = useParams();
  const isValidId = purchasePublicIdSchema.safeParse(purchaseId).success;
  const loggedIn = useSessionStore((state) => isSessionReady(state.claims));
  const purchase = useQuery({ ...publicPurchaseQuery(purchaseId), enabled: isValidId });

  let content: ReactNode;
  if (!isValidId || (purchase.isError && isNotFound(purchase.error))) content = <NotFoundPanel />;
  else if (purchase.isError)
    content = (
      <LoadFailure
        title={t('checkout.loadError')}
        error={purchase.error}
        onRetry={() => void purchase.refetch()}
      />
    );
  else if (!purchase.data) content = <CheckoutSkeleton />;
  else if (loggedIn) content = <LoggedInCheckout publicPurchase={purchase.data} />;
  else content = <VisitorCheckout purchase={purchase.data} />;

  return (
    <Stack gap="lg" className={classes.page}>
      <Title order={1}>{t('checkout.title')}</Title>
      {content}
    </Stack>
  );
}

/** The shop, the test note and the time left: the top of every checkout that can go on. */
function PurchaseIntro({ purchase }: { purchase: PublicPurchase }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="lg" fw={600}>
        {t('checkout.merchant', { merchant: purchase.merchant.name })}
      </Text>
      <Text size="sm" c="gray.7">
        {t('checkout.expires', { time: formatDateTime(purchase.expiresAt) })}
      </Text>
      <TestPurchaseNote isTest={purchase.isTest} />
    </Stack>
  );
}

/** Before login: what the purchase is and what it would cost, then login or registration. */
function VisitorCheckout({ purchase }: { purchase: PublicPurchase }) {
  const { t } = useTranslation();
  // Kept for the login or registration that follows, through a second factor or an email confirmation.
  useEffect(() => {
    if (purchase.isOpen) saveCheckoutReturn(purchase.publicId);
  }, [purchase.isOpen, purchase.publicId]);

  if (!purchase.isOpen) return <ClosedPanel cancelUrl={purchase.cancelUrl} />;
  return (
    <>
      <PurchaseIntro purchase={purchase} />
      <BasketCard purchase={purchase} titleId="basket-title" />
      <Card component="section" aria-labelledby="checkout-login-title">
        <Stack gap="md" align="flex-start">
          <Title order={2} size="h3" id="checkout-login-title">
            {t('checkout.login.title')}
          </Title>
          <Text>{t('checkout.login.text')}</Text>
          <div className={classes.actions}>
            <Button component={Link} to="/login" leftSection={<IconLogin size={18} aria-hidden />}>
              {t('checkout.login.login')}
            </Button>
            <Button
              component={Link}
              to="/registration"
              variant="default"
              leftSection={<IconUserPlus size={18} aria-hidden />}
            >
              {t('checkout.login.register')}
            </Button>
          </div>
        </Stack>
      </Card>
      <Card component="section" aria-labelledby="financing-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="financing-title">
            {t('checkout.financing.title')}
          </Title>
          {purchase.financing.options.length === 0 ? (
            <Text>{t('checkout.financing.none')}</Text>
          ) : (
            <>
              <FinancingLead financing={purchase.financing} />
              <FinancingOptionCards financing={purchase.financing} />
              <Text size="xs" c="gray.7">
                {t('checkout.financing.note')}
              </Text>
            </>
          )}
        </Stack>
      </Card>
      <Group>
        <ShopLink url={purchase.cancelUrl} variant="subtle" />
      </Group>
    </>
  );
}

/** Logged in: the purchase becomes the customer's, then goes where its state says. */
function LoggedInCheckout({ publicPurchase }: { publicPurchase: PublicPurchase }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const claim = useQuery(claimPurchaseQuery(publicPurchase.publicId));
  const status = claim.data?.status;
  const toApplication = status === 'APPLICATION_STARTED' || status === 'APPLICATION_UNDER_REVIEW';

  useEffect(() => clearCheckoutReturn(), []);
  useEffect(() => {
    if (toApplication) void navigate('/application', { replace: true });
  }, [toApplication, navigate]);

  if (claim.isError) {
    if (isNotFound(claim.error)) return <NotFoundPanel />;
    if (isConflict(claim.error) && !publicPurchase.isOpen)
      return <ClosedPanel cancelUrl={publicPurchase.cancelUrl} reason={errorText(claim.error, t)} />;
    if (isConflict(claim.error)) return <BlockedPanel purchase={publicPurchase} error={claim.error} />;
    return (
      <LoadFailure title={t('checkout.loadError')} error={claim.error} onRetry={() => void claim.refetch()} />
    );
  }
  if (!claim.data) return <CheckoutSkeleton />;
  if (toApplication)
    return (
      <Center py="lg" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('checkout.toApplication')}</Text>
        </Group>
      </Center>
    );
  if (claim.data.status === 'LINKED')
    return <TermChoice publicPurchase={publicPurchase} purchase={claim.data} />;
  return <DecidedPanel purchase={claim.data} />;
}

/** The linked purchase: the term, then the credit application; or back to the shop without buying. */
function TermChoice({ publicPurchase, purchase }: { publicPurchase: PublicPurchase; purchase: Purchase }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [months, setMonths] = useState<number | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const [cancelOpened, cancelDialog] = useDisclosure(false);
  const transfer = useTransferPurchase();
  // The linked purchase's own terms are today's; the public ones stand in while it has none.
  const financing = purchase.financing.options.length > 0 ? purchase.financing : publicPurchase.financing;

  const start = () => {
    if (months === null) {
      setMissingChoice(true);
      return;
    }
    transfer.mutate(
      { purchaseId: purchase.publicId, months },
      { onSuccess: () => void navigate('/application') },
    );
  };
  const leave = (cancelled: Purchase) => {
    const shop = [cancelled.returnUrl, publicPurchase.cancelUrl].find(isWebAddress);
    if (shop) window.location.assign(shop);
    else void navigate('/user/purchase-history', { replace: true });
  };

  return (
    <>
      <PurchaseIntro purchase={publicPurchase} />
      <BasketCard purchase={purchase} titleId="basket-title" />
      <Card component="section" aria-labelledby="financing-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="financing-title">
            {t('checkout.financing.title')}
          </Title>
          {financing.options.length === 0 ? (
            <Text>{t('checkout.financing.none')}</Text>
          ) : (
            <>
              <FinancingLead financing={financing} />
              <FinancingOptionPicker
                financing={financing}
                value={months}
                onChange={(next) => {
                  setMonths(next);
                  setMissingChoice(false);
                }}
                error={missingChoice ? t('checkout.financing.chooseRequired') : null}
              />
              <Text size="xs" c="gray.7">
                {t('checkout.financing.note')}
              </Text>
            </>
          )}
          {transfer.isError && (
            <Alert color="red" variant="light" role="alert" title={t('checkout.startError')}>
              {errorText(transfer.error, t)}
            </Alert>
          )}
          {financing.options.length > 0 && (
            <Stack gap="xs">
              <Text size="sm">{t('checkout.startNote')}</Text>
              <div className={classes.actions}>
                <Button size="md" onClick={start} loading={transfer.isPending}>
                  {t('checkout.start')}
                </Button>
              </div>
            </Stack>
          )}
        </Stack>
      </Card>
      <Group>
        <Button variant="default" onClick={cancelDialog.open} aria-haspopup="dialog">
          {t('purchase.cancel.open')}
        </Button>
      </Group>
      <CancelPurchaseDialog
        purchaseId={purchase.publicId}
        opened={cancelOpened}
        onClose={cancelDialog.close}
        onCancelled={leave}
        leavesToShop
      />
    </>
  );
}

function PanelCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby="checkout-panel-title">
      <Stack gap="md" align="flex-start">
        {icon}
        <Title order={2} size="h3" id="checkout-panel-title">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function NotFoundPanel() {
  const { t } = useTranslation();
  return (
    <PanelCard
      icon={<IconShoppingCartOff size={32} aria-hidden color="var(--mantine-color-brand-7)" />}
      title={t('checkout.notFound.title')}
    >
      <Text>{t('checkout.notFound.text')}</Text>
    </PanelCard>
  );
}

/** A purchase nobody can take any more (expired, closed by the shop, or someone else's): calmly, and back to the shop. */
function ClosedPanel({ cancelUrl, reason }: { cancelUrl: string; reason?: string }) {
  const { t } = useTranslation();
  return (
    <PanelCard
      icon={<IconInfoCircle size={32} aria-hidden color="var(--mantine-color-brand-7)" />}
      title={t('checkout.closed.title')}
    >
      <Text>{reason ?? t('checkout.closed.text')}</Text>
      <ShopLink url={cancelUrl} variant="filled" />
    </PanelCard>
  );
}

/** An open purchase this customer cannot take now (another application is under way): the reason, in Hungarian. */
function BlockedPanel({ purchase, error }: { purchase: PublicPurchase; error: unknown }) {
  const { t } = useTranslation();
  return (
    <PanelCard
      icon={<IconInfoCircle size={32} aria-hidden color="var(--mantine-color-brand-7)" />}
      title={t('checkout.blocked.title')}
    >
      <Alert color="yellow" variant="light" role="alert" w="100%">
        {errorText(error, t)}
      </Alert>
      <div className={classes.actions}>
        <Button component={Link} to="/user/purchase-history" variant="default">
          {t('checkout.myPurchases')}
        </Button>
        <ShopLink url={purchase.cancelUrl} />
      </div>
    </PanelCard>
  );
}

/** The customer's purchase is past the checkout (approved, paid, closed): its state and its page. */
function DecidedPanel({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  return (
    <PanelCard icon={<PurchaseStatusBadge status={purchase.status} />} title={t('checkout.decided.title')}>
      <Text>{t('checkout.decided.text', { status: t(`purchase.status.${purchase.status}`) })}</Text>
      <div className={classes.actions}>
        <Button component={Link} to={`/user/purchase/${purchase.publicId}`}>
          {t('checkout.decided.details')}
        </Button>
        <ShopLink url={purchase.returnUrl} />
      </div>
    </PanelCard>
  );
}

function CheckoutSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-label={t('checkout.loading')}>
      <Skeleton height={24} width="60%" />
      <Card>
        <Stack gap="sm">
          <Skeleton height={24} width="30%" />
          <Skeleton height={18} />
          <Skeleton height={18} />
          <Skeleton height={28} width="40%" />
        </Stack>
      </Card>
      <Card>
        <Skeleton height={120} />
      </Card>
    </Stack>
  );
}
