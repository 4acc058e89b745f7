#!/usr/bin/env node
import { runAsProcess } from './process.js'

await runAsProcess()
