import { codePointLength } from '@hermes/core'
console.log('demo', codePointLength('a😀'))
