/**
 * Only a web address leaves the portal: a shop's or a dealer's URL comes from outside, so
 * anything else (javascript:, data:) is not made a link.
 */
export function isWebAddress(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
