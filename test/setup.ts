// Shared set-up for unit tests. DOM tests opt in with `// @vitest-environment happy-dom`.
export {}
