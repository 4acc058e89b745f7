/** See demo-fresh.mjs: `true` when the demo's and every workspace package's dist/ were built from their current sources (content digest). */
export declare function builtIsFresh(root: string, entry: string): boolean
