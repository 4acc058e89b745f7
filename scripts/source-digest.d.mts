/** See source-digest.mjs: the file a build writes its sources' digest to, inside `dist/`. */
export declare const DIGEST_FILE: string
/** See source-digest.mjs: SHA-256 (hex) of every file under `<dir>/src`, or `undefined` when it cannot be read. */
export declare function sourceDigest(dir: string): string | undefined
/** See source-digest.mjs: write `<dir>/dist/.source-digest`. */
export declare function writeSourceDigest(dir: string): void
