/** See demo-fresh.mjs: `true` when the demo's and every workspace package's dist/ are newer than their sources. */
export declare function builtIsFresh(root: string, entry: string): boolean
