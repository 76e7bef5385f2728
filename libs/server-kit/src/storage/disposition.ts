/**
 * A Content-Disposition naming a download as its person sent it: an ASCII fallback for old clients and the UTF-8 name
 * (accents, ñ) for the rest (RFC 6266).
 */
export function downloadDisposition(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The headers of a private file sent to a person who may read it: named as `downloadDisposition` says, cached nowhere. */
export function privateDownloadHeaders(fileName: string, inline = false): { 'content-disposition': string; 'cache-control': string } {
  return { 'content-disposition': downloadDisposition(fileName, inline), 'cache-control': 'private, no-store' };
}
