import { tokenize, has } from './src/recommended/text/tokens.js'
import { C } from './src/recommended/text/lexicon.js'
const t = tokenize(process.argv[2]!)
for (let i = 0; i < t.length; i++) console.log(i, JSON.stringify(t.word(i)), t.start[i], t.end[i], t.span[i], t.skip[i], ['PUTV','SECRETVAL','REPLY','NEG','STRONG','PREV','REVEAL','SYSPROMPT','INSTR','YOUR'].filter(c => has(t, i, (C as any)[c])).join(','))
