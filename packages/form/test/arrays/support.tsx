import {themed} from '../support/themed.js'
import type {ReactNode} from 'react'

export function renderThemed(node: ReactNode): void {
  themed(node)
}
