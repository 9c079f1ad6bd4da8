import type { portalConfigs } from '../db/schema/index.ts';

export const portalConfigSeed: (typeof portalConfigs.$inferInsert)[] = [
  {
    identifier: 'passwordless_login',
    value: false,
    description: 'Belépés jelszó nélkül, egyszer használatos kóddal.',
  },
  {
    identifier: 'name_on_reg',
    value: true,
    description: 'A regisztrációkor a vezeték- és keresztnevet is bekérjük.',
  },
  {
    identifier: 'psd2_mock_enabled',
    value: true,
    description: 'A bankszámla-összekapcsolás a beépített teszt (sandbox) szolgáltatóval fut.',
  },
  {
    identifier: 'psd2_sync_ui_url',
    value: '/sandbox/bank-sync',
    description: 'A bankszámla-összekapcsolás felületének címe (az első szolgáltatónál).',
  },
  {
    identifier: 'psd2_bank_api_url',
    value: '',
    description: 'A banklistát kiszolgáló tartalomszerver címe; üresen a portál saját címe.',
  },
  {
    identifier: 'leasing_prescore_psd2_type',
    value: 'DEFAULT',
    description: 'A lízing előminősítés bankszámla-szolgáltatója: DEFAULT vagy GO_CARDLESS.',
  },
];

/**
 * Settings an earlier version stored and this one no longer reads: `bank_sync_enabled` gave way
 * to the spec's own PSD2 settings (isPsd2Offered).
 */
export const RETIRED_PORTAL_CONFIGS = ['bank_sync_enabled'];
