"""urllib: only `urllib.parse` is provided (the playground has no network, so `urllib.request`,
`urllib.response`, `urllib.error` and `urllib.robotparser` are not importable)."""


def __getattr__(name):
    if name in ("request", "response", "error", "robotparser"):
        raise ModuleNotFoundError("No module named 'urllib.%s' (the playground has no network)"
                                  % name, name="urllib." + name)
    raise AttributeError("module 'urllib' has no attribute '%s'" % name)
