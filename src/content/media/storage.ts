import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env } from '@/config/env'

/**
 * Where uploaded media live. With S3 settings (S3_BUCKET, …) the media collection's files go to
 * that bucket, so every instance of the site serves the same files; without them they stay on
 * local disk under DATA_DIR, as on one machine.
 *
 * Either way the documents' URLs stay Payload's `/cms-api/media/file/<name>`: Payload's handler
 * checks read access and streams the object from the bucket (Range, ETag and 304 included), and
 * next/image's `localPatterns` keep working unchanged (docs/architecture/caching-and-cluster.md, "shared cache and media").
 *
 * The plugin is registered in both modes with `alwaysInsertFields` and a prefix, so the collection
 * has the same columns (`prefix`, `_objectKey`) with or without S3 and one set of migrations fits both.
 */
export function mediaStorage(): Plugin {
  const s3 = env.s3
  return s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    // An explicit (empty) prefix: the collection then has the same fields whether S3 is on or off.
    collections: { media: { prefix: '' } },
    bucket: s3?.bucket ?? '',
    config: {
      endpoint: s3?.endpoint,
      region: s3?.region,
      forcePathStyle: s3?.forcePathStyle,
      // Without keys the SDK's own chain applies (an instance role, AWS_* variables).
      ...(s3?.accessKeyId && s3.secretAccessKey
        ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
        : {}),
      // The SDK (3.729+) adds CRC32 checksums and aws-chunked trailers to every request by default;
      // many S3-compatible servers (s3rver, older MinIO and Ceph) refuse them. Only when an
      // operation requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
