import { vi } from 'vitest';

/** One upload the stand-in received. */
export interface XhrUpload {
  url: string;
  /** The Authorization header, null when none was set. */
  auth: string | null;
  form: FormData;
}

/**
 * Stands in for XMLHttpRequest, which `uploadWithProgress` uses for its progress events: records each upload,
 * reports it half sent, then answers `reply(upload)` as JSON.
 */
export function stubXhrUploads(reply: (upload: XhrUpload) => { status: number; body: unknown }): XhrUpload[] {
  const sent: XhrUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private auth: string | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name === 'Authorization') this.auth = value;
    }
    send(form: FormData) {
      const upload = { url: this.url, auth: this.auth, form };
      sent.push(upload);
      const answer = reply(upload);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
