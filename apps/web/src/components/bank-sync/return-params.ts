/**
 * What the browser brings back from the provider's hosted page. The portal's return address
 * carries `bankSync={id}`; the provider adds its own parameters: an `error` (OAuth style
 * `access_denied`, `server_error`; GoCardless `UserCancelledSession`) with an optional
 * description, or none when the customer finished. The parameters only say where to look:
 * the outcome itself is always asked from the server (continue), never taken from the URL.
 */
export interface BankSyncReturn {
  id: string;
  error: string | null;
  description: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parameters the portal and the providers put on the return address; removed once read. */
const RETURN_PARAMS = [
  'bankSync',
  'error',
  'error_description',
  'details',
  'status',
  'consentId',
  'ref',
] as const;

const clip = (text: string | null, max: number) => (text === null || text === '' ? null : text.slice(0, max));

export function readBankSyncReturn(search: string): BankSyncReturn | null {
  const params = new URLSearchParams(search);
  const id = params.get('bankSync');
  if (!id || !UUID.test(id)) return null;
  return {
    id: id.toLowerCase(),
    error: clip(params.get('error'), 100),
    description: clip(params.get('error_description') ?? params.get('details'), 500),
  };
}

/** The query string without the return parameters (for replacing the address once read). */
export function withoutBankSyncReturn(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
