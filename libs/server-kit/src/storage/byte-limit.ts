import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../errors.ts';

export interface SizeRule {
  maxBytes: number;
  tooLarge: string;
}

/** Passes bytes through until they pass the limit, then fails with a 413; the limit can be tightened meanwhile. */
export class ByteLimit extends Transform {
  private received = 0;
  /** The 413 this limit answered, if it did. */
  refusal: HttpError | null = null;

  constructor(private rule: SizeRule) {
    super();
  }

  get bytes(): number {
    return this.received;
  }

  /** Applies a smaller limit from now on, refusing at once when what already passed is over it. */
  tighten(rule: SizeRule): void {
    this.rule = rule;
    if (this.received > rule.maxBytes) {
      const refusal = this.refuse();
      this.destroy(refusal);
      throw refusal;
    }
  }

  refuse(): HttpError {
    this.refusal ??= new HttpError(413, { detail: this.rule.tooLarge });
    return this.refusal;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.rule.maxBytes) callback(this.refuse());
    else callback(null, chunk);
  }
}
