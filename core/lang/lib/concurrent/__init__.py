# The `concurrent` package: `concurrent.futures` (the playground's, over its one-thread threading).
