"""urllib: only `urllib.parse` is provided (the playground has no network, so `urllib.request`,
`urllib.response`, `urllib.error` and `urllib.robotparser` are not importable)."""
