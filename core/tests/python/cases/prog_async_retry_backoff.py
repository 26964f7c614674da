import asyncio
import functools
import random


class TransientError(Exception):
    pass


class PermanentError(Exception):
    pass


def backoff_delays(base=0.001, factor=2.0, cap=0.01, jitter=None):
    delay = base
    while True:
        d = min(delay, cap)
        if jitter:
            d = jitter.uniform(0, d)
        yield round(d, 6)
        delay *= factor


def retry(attempts=4, on=(TransientError,), rng_seed=0):
    def deco(fn):
        @functools.wraps(fn)
        async def wrapper(*a, **k):
            delays = backoff_delays(jitter=random.Random(rng_seed))
            for n in range(1, attempts + 1):
                try:
                    result = await fn(*a, **k)
                    wrapper.history.append((fn.__name__, n, "ok"))
                    return result
                except on as e:
                    wrapper.history.append((fn.__name__, n, str(e)))
                    if n == attempts:
                        raise
                    await asyncio.sleep(next(delays))
        wrapper.history = []
        return wrapper
    return deco


class FlakyService:
    def __init__(self, failures):
        self.failures = list(failures)
        self.calls = 0

    async def call(self, x):
        self.calls += 1
        await asyncio.sleep(0)
        if self.failures:
            kind = self.failures.pop(0)
            if kind == "t":
                raise TransientError(f"timeout #{self.calls}")
            raise PermanentError(f"bad request #{self.calls}")
        return x * 10


async def main():
    print([d for d, _ in zip(backoff_delays(), range(6))])
    print([d for d, _ in zip(backoff_delays(jitter=random.Random(1)), range(4))])
    svc = FlakyService(["t", "t"])

    @retry(attempts=4)
    async def fetch(x):
        return await svc.call(x)

    print(await fetch(7), svc.calls, fetch.history)
    svc.failures = ["t", "p"]
    try:
        await fetch(1)
    except PermanentError as e:
        print("PermanentError:", e, fetch.history[-2:])
    svc.failures = ["t"] * 10
    try:
        await fetch(2)
    except TransientError as e:
        print("gave up:", e, len(fetch.history))
    results = await asyncio.gather(*(retry(attempts=3, rng_seed=i)(FlakyService(["t"] * i).call)(i) for i in range(4)),
                                   return_exceptions=True)
    print([r if not isinstance(r, Exception) else repr(r) for r in results])
    print(fetch.__name__, fetch.__wrapped__.__name__)


asyncio.run(main())
