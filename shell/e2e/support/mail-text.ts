/** Quoted-printable text ('=C3=B3' are the bytes of UTF-8 text) decoded. */
const quotedPrintableText = (encoded: string): string =>
  Buffer.from(encoded.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/**
 * A mail of the e2e outbox as a person reads it: quoted-printable lines joined and decoded as UTF-8, and MIME-encoded
 * subjects (`=?UTF-8?Q?...?=`, used as soon as a subject has an accent) in plain text.
 */
export function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const [headers, body] = split < 0 ? [raw, ''] : [raw.slice(0, split), raw.slice(split)];
  const subject = headers
    .replace(/\?=\r?\n\s+=\?UTF-8\?Q\?/gi, '')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) => quotedPrintableText(word.replace(/_/g, ' ')));
  return subject + quotedPrintableText(body.replace(/=\r?\n/g, ''));
}
