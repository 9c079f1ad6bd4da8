import type { LeasedVehicle, LeasingFilterSettings } from '@hitelkapu/domain/contracts/leasing-prescore';
import { formatLongDate } from '@hitelkapu/domain/format/date';
import { formatHuf } from '@hitelkapu/domain/format/number';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DownPaymentTerm, DownPaymentTermFields } from './down-payment-term-fields.tsx';
import classes from './prescore.module.css';

export const AMOUNT_FIELDS = 'prescore';

/** The vehicle as the dealer described it: name, new or used, first registration. */
export function VehicleHeading({ vehicle }: { vehicle: LeasedVehicle }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconCar size={28} aria-hidden style={{ flex: 'none', color: 'var(--mantine-color-brand-7)' }} />
      <Stack gap={4}>
        <Title order={3} size="h4">
          {vehicle.description ?? t('leasing.prescore.vehicle.unnamed')}
        </Title>
        <Group gap="xs">
          <Badge variant="light" radius="sm" tt="none">
            {t(`leasing.prescore.vehicle.${vehicle.condition}`)}
          </Badge>
          {vehicle.firstRegistrationDate && (
            <Text size="sm" c="gray.7">
              {t('leasing.prescore.vehicle.registered', {
                date: formatLongDate(vehicle.firstRegistrationDate),
              })}
            </Text>
          )}
        </Group>
      </Stack>
    </Group>
  );
}

/**
 * Step 0 of the prescore: the vehicle and its price and residual value as the dealer set them,
 * and the down payment and term the customer may change within the products' limits; the
 * amount financed follows (price - down payment).
 */
export function VehicleAmountStep({
  vehicle,
  settings,
  value,
  onChange,
  errors,
}: {
  vehicle: LeasedVehicle;
  settings: LeasingFilterSettings;
  value: DownPaymentTerm;
  onChange: (value: DownPaymentTerm) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const financed = value.downPayment === null ? null : vehicle.price - value.downPayment;
  return (
    <Stack gap="xl">
      <Card
        className={classes.vehicle}
        padding="lg"
        component="section"
        aria-label={t('leasing.prescore.vehicle.title')}
      >
        <Stack gap="md">
          <VehicleHeading vehicle={vehicle} />
          <dl className={classes.figures}>
            <div>
              <dt>{t('leasing.prescore.vehicle.price')}</dt>
              <dd>{formatHuf(vehicle.price)}</dd>
            </div>
            <div>
              <dt>{t('leasing.prescore.vehicle.residualValue')}</dt>
              <dd>
                {formatHuf(vehicle.residualValue)}
                <span className={classes.figureNote}>{t('leasing.prescore.vehicle.residualNote')}</span>
              </dd>
            </div>
          </dl>
        </Stack>
      </Card>
      <DownPaymentTermFields
        idPrefix={AMOUNT_FIELDS}
        settings={settings}
        value={value}
        onChange={onChange}
        errors={errors}
      />
      <dl className={classes.figures} aria-live="polite">
        <div>
          <dt>{t('leasing.prescore.vehicle.amount')}</dt>
          <dd>
            {financed === null ? '–' : formatHuf(financed)}
            <span className={classes.figureNote}>{t('leasing.prescore.vehicle.amountNote')}</span>
          </dd>
        </div>
      </dl>
    </Stack>
  );
}
