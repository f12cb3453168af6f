export * from './places.ts'
export * from './site-users.ts'
export * from './widget-rendering.ts'
