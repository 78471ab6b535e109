import { createHash } from "node:crypto";

/**
 * Bumped whenever what is stored for a key would change (another compression setting, another
 * header byte), so a cache from an older build is never served as this build's.
 */
const CACHE_FORMAT = 1;

/**
 * The name a file's compressed copies are kept under: the hash of its bytes and of everything
 * else that decides the compressed bytes. The file's path plays no part, so a page that moves, or
 * a data file under a new hashed name with the same text, is not compressed again.
 */
export function cacheKey(content: Buffer, brotliQuality: number): string {
  return createHash("sha256")
    .update(`precompress v${CACHE_FORMAT}, brotli ${brotliQuality}, gzip 9\n`)
    .update(content)
    .digest("base64url");
}
