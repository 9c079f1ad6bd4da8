/** Hands a fetched file to the browser as a download under `fileName` (fetched with a session header). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for a slow disk to take it; the URL holds the file in memory until then.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
