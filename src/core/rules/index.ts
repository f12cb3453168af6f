export * from './email.ts'
export * from './labels.ts'
export * from './price.ts'
export * from './subscription.ts'
