export interface S3Location {
  bucket: string;
  /** An S3-compatible server's address; AWS itself when absent. */
  endpoint: string | undefined;
  region: string;
  /** `bucket` in the path rather than the host name: what most S3-compatible servers expect. */
  forcePathStyle: boolean;
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** `s3://bucket?endpoint=http://host:port&region=…&path_style=true|false`; credentials come from the AWS variables. */
export function parseS3Url(value: string, env: NodeJS.ProcessEnv = process.env): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must be s3://bucket?endpoint=…&region=…');
  }
  if (url.protocol !== 's3:') throw new Error('must start with s3://');
  if (!BUCKET.test(url.hostname)) throw new Error('must name a valid bucket (3–63 lowercase letters, digits, dots, hyphens)');
  if (url.pathname !== '' && url.pathname !== '/') throw new Error('must name only a bucket: each service keeps its own prefix inside it');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) throw new Error('endpoint must be an http(s)://host:port address');
  const pathStyle = url.searchParams.get('path_style');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') throw new Error('path_style must be true or false');
  const region = url.searchParams.get('region') ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  return { bucket: url.hostname, endpoint, region, forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true' };
}
