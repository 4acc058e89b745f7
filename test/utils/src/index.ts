export { makeTree, tempDir, write, writeCaseTree, type CaseTree, type Tree, type TreeEntry } from './temp-tree.js'
export { fsWith, hostileErrors, never, syncFileSystem } from './file-systems.js'
export { Capture, runCaptured, type CapturedIo, type CliResult } from './capture.js'
