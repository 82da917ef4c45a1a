export {Box, Flex, Stack, type BoxProps, type FlexProps, type StackProps} from './layout.js'
export {Text, type TextProps} from './text.js'
export type {Responsive} from './style-sheet.js'
