/**
 * An email address or phone number shown so its owner recognises it and nobody else learns
 * it: `k***@pelda.hu`, `+36 20 *** **67`.
 */
export function maskTarget(target: string): string {
  if (target.includes('@')) {
    const [local = '', domain = ''] = target.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  // +36 20 123 4567 -> +36 20 *** **67
  return target.replace(/^(\+36 \d{2}) \d{3} \d{2}(\d{2})$/, '$1 *** **$2');
}
