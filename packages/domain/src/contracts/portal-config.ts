import { z } from 'zod';

/** The feature flags and settings of spec §9, served from the portal configuration table. */
export const portalConfigIdentifiers = [
  'passwordless_login',
  'name_on_reg',
  'psd2_mock_enabled',
  'psd2_sync_ui_url',
  'psd2_bank_api_url',
  'leasing_prescore_psd2_type',
  // Not stored: on when the server runs as a demonstration (dev mailbox, demo accounts, sandboxes).
  'demo_mode',
] as const;
export type PortalConfigIdentifier = (typeof portalConfigIdentifiers)[number];

/*
 * Boolean, number, string or null. The null rides on the string branch: a union with a bare
 * z.null() branch is documented as `nullable` without a `type`, which OpenAPI 3.0 refuses.
 */
export const portalConfigValueSchema = z.union([z.boolean(), z.number(), z.string().nullable()]);
export const portalConfigItemSchema = z.object({
  identifier: z.string(),
  value: portalConfigValueSchema,
});
export type PortalConfigItem = z.infer<typeof portalConfigItemSchema>;
export const portalConfigListSchema = z.array(portalConfigItemSchema);

export const portalConfigParamsSchema = z.object({ identifier: z.string().min(1).max(100) });

/** Reads a boolean flag from a loaded configuration list; absent or non-boolean is off. */
export function isFlagOn(items: readonly PortalConfigItem[], identifier: PortalConfigIdentifier): boolean {
  return items.find((item) => item.identifier === identifier)?.value === true;
}

/**
 * Whether a customer may choose to link a bank account (PSD2) instead of answering income
 * questions, from the spec's own settings: the sandbox providers are on (`psd2_mock_enabled`,
 * which the server reports on only where the sandboxes run), or the first provider's hosted
 * page is configured as an https address (`psd2_sync_ui_url`) for a real provider.
 */
export function isPsd2Offered(items: readonly PortalConfigItem[]): boolean {
  if (isFlagOn(items, 'psd2_mock_enabled')) return true;
  const uiUrl = items.find((item) => item.identifier === 'psd2_sync_ui_url')?.value;
  return typeof uiUrl === 'string' && uiUrl.startsWith('https://');
}
